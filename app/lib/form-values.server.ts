/** What the shopper typed into a form, to fill it again after a refusal (the checkout, the address forms). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  // Passwords are never sent back into the page.
  for (const [name, value] of form) if (typeof value === "string" && name !== "idempotency_key" && !name.endsWith("password")) values[name] = value;
  return values;
}
