import { fieldLabelOf, leafText, type LeafKind } from "../../../../domain/admin/settings-form.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";

type Props = { path: string; kind: LeafKind; value: unknown; options: string[] | undefined; hint: string | undefined; problem: AdminProblem | null };

/** One leaf of a settings document: the control its kind asks for, labelled, with its error beside it. */
export function SettingsLeaf({ path, kind, value, options, hint, problem }: Props) {
  if (kind === "empty-array" || kind === "empty-object") return null;
  const text = leafText(value, kind);
  const label = fieldLabelOf(path);
  return (
    <Field label={label} name={path} problem={problem} {...(hint ? { hint } : {})}>
      {({ defaultValue, ...props }) => {
        if (kind === "boolean") return <input type="checkbox" value="true" defaultChecked={value === true} {...props} />;
        if (options)
          return (
            <select defaultValue={defaultValue ?? text} {...props}>
              {!options.includes(text) && <option value={text}>{text}</option>}
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        if (kind === "textarea") return <textarea rows={3} defaultValue={defaultValue ?? text} {...props} />;
        if (kind === "color") return <input type="color" defaultValue={defaultValue ?? text} {...props} />;
        if (kind === "number") return <input type="text" inputMode="numeric" defaultValue={defaultValue ?? text} {...props} />;
        return <input type="text" defaultValue={defaultValue ?? text} {...props} />;
      }}
    </Field>
  );
}
