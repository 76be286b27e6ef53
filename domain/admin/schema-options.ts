/**
 * The choices a settings control offers, read from the document's JSON Schema (zod's `toJSONSchema`):
 * a field whose schema is an enum (or a union of constants, as a discriminated union's `type` is) becomes
 * a select with exactly the values the schema accepts, so the form can only offer what will be saved.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The schemas that may describe the value at a path (a union gives several). */
function schemasAt(schema: JsonSchema, segments: readonly string[]): JsonSchema[] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) return alternatives.flatMap((alternative) => schemasAt(alternative, segments));
  if (segments.length === 0) return [schema];
  const [head, ...rest] = segments as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : (schema.prefixItems ?? []);
    return items.flatMap((item) => schemasAt(item, rest));
  }
  const property = schema.properties?.[head] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
  return property ? schemasAt(property, rest) : [];
}

/** The values a field at `path` may take when the schema lists them; null when it is free input. */
export function enumOptionsAt(schema: JsonSchema, path: string): string[] | null {
  const found = schemasAt(schema, path.split("."));
  if (found.length === 0) return null;
  const values: string[] = [];
  for (const candidate of found) {
    const listed = candidate.enum ?? ("const" in candidate ? [candidate.const] : null);
    if (!listed) return null;
    for (const value of listed) if (typeof value === "string" && !values.includes(value)) values.push(value);
  }
  return values.length > 0 ? values : null;
}

/** The options of every leaf that has them, by path. */
export function optionsFor(schema: JsonSchema | null, paths: readonly string[]): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  if (!schema) return options;
  for (const path of paths) {
    const values = enumOptionsAt(schema, path);
    if (values) options[path] = values;
  }
  return options;
}
