/**
 * What the rendered pages say about the app's inputs: the links (plausible path parameters and query
 * names) and the forms (the fields a page action reads, with a plausible value for each). Read from the
 * server-rendered HTML with a few regular expressions: the markup is React's, regular and attribute-quoted.
 */

export type FormField = { name: string; value: string };
/** One way to submit a form: its fields, the named submit button pressed (an `intent`) included. */
export type FormSubmission = { method: string; action: string; fields: FormField[] };

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) {
    const name = match[1]!.toLowerCase();
    if (!(name in found)) found[name] = decodeEntities(match[2] ?? "");
  }
  return found;
}

/** Every `href` and `src` (and `srcset` URL) on the page, as written. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) links.push(decodeEntities(match[1]!));
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of decodeEntities(match[1]!).split(",")) links.push(part.trim().split(/\s+/)[0]!);
  return links;
}

/** A value a person could have typed into an empty field, guessed from its type and name. */
function plausibleValue(type: string, name: string, seq: number): string {
  const n = name.toLowerCase();
  if (type === "email" || n.includes("email")) return `fuzz-${seq}@example.test`;
  if (type === "password" || n.includes("password")) return "a long enough fuzz secret";
  if (type === "tel" || n.includes("phone")) return "+44 20 7946 0000";
  if (type === "number" || n.includes("qty") || n.includes("quantity")) return "1";
  if (n.includes("postcode") || n.includes("zip")) return "SW1A 1AA";
  if (n.includes("country")) return "GB";
  if (n.includes("rating")) return "4";
  return "Fuzz";
}

/** The forms of a page (GET forms too: their fields are query names), each with every way to submit it. */
export function formsOf(html: string, pagePath: string): FormSubmission[] {
  const submissions: FormSubmission[] = [];
  let seq = 0;
  for (const formMatch of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const formAttributes = attributes(formMatch[1]!);
    const method = (formAttributes.method ?? "get").toUpperCase();
    const action = formAttributes.action || pagePath;
    const body = formMatch[2]!;
    const fields: FormField[] = [];
    const buttons: FormField[] = [];
    const radiosSeen = new Set<string>();
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const attrs = attributes(select[1]!);
      if (!attrs.name || "disabled" in attrs) continue;
      const options = [...select[2]!.matchAll(/<option\b([^>]*)>/g)].map((o) => attributes(o[1]!));
      const chosen = options.find((o) => "selected" in o) ?? options.find((o) => o.value) ?? options[0];
      fields.push({ name: attrs.name, value: chosen?.value ?? "" });
    }
    for (const control of body.matchAll(/<(input|button|textarea)\b([^>]*)>/g)) {
      const tag = control[1]!;
      const attrs = attributes(control[2]!);
      const name = attrs.name;
      if (!name || "disabled" in attrs) continue;
      const type = (attrs.type ?? (tag === "button" ? "submit" : "text")).toLowerCase();
      if (tag === "button" || type === "submit") {
        buttons.push({ name, value: attrs.value ?? "" });
      } else if (type === "checkbox") {
        if ("checked" in attrs) fields.push({ name, value: attrs.value ?? "on" });
      } else if (type === "radio") {
        if (!radiosSeen.has(name)) fields.push({ name, value: attrs.value ?? "on" });
        radiosSeen.add(name);
      } else if (type === "hidden") {
        fields.push({ name, value: attrs.value ?? "" });
      } else {
        seq += 1;
        fields.push({ name, value: attrs.value || plausibleValue(type, name, seq) });
      }
    }
    if (buttons.length === 0) submissions.push({ method, action, fields });
    for (const button of buttons) submissions.push({ method, action, fields: [...fields, button] });
  }
  return submissions;
}
