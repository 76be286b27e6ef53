/** One field's value before and after a change, as the audit log keeps it. */
export type FieldChange = { before: unknown; after: unknown };

/** Values compared as the audit log stores them (JSON): dates as ISO text, `undefined` as absent. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * The fields that differ between a record before and after a change, with both values: what the audit log
 * records for an admin save. Only the fields `after` names are compared (a patch); `fields` narrows that.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const was = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (comparable(was) !== comparable(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

export function hasChanges(changes: Record<string, FieldChange>): boolean {
  return Object.keys(changes).length > 0;
}
