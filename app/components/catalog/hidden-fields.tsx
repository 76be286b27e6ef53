/** Carries the rest of the listing state through a GET form that changes one part of it. */
export function HiddenFields({ fields }: { fields: [string, string][] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
