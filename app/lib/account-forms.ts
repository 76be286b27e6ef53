/**
 * What the My Account forms exchange between the route action and the page (browser-safe: no server
 * imports). A refusal names the form it belongs to, a message for the notice, the field errors, and what
 * was typed (never a password) so the form comes back filled in.
 */
export type FormProblem = {
  form: string;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** What was typed, without the password fields (their names contain "password"). */
export function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string" && !name.includes("password")) values[name] = value;
  }
  return values;
}

/** The first zod-style issue per field, keyed by the field's form name. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The problem shown by the form named `form`, or null. */
export function problemFor(actionData: unknown, form: string): FormProblem | null {
  const problem = (actionData as { problem?: FormProblem } | undefined)?.problem;
  return problem && problem.form === form ? problem : null;
}
