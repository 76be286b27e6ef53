/**
 * The audit log as the admin shows it: a link to the record an entry is about, a field's value as short
 * text, the keyset cursor of "Older entries", and the CSV export's rows (one per changed field).
 */
import { type CsvCell, toCsv } from "./csv.ts";
import type { FieldChange } from "./field-changes.ts";

export type AuditEntryView = {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, FieldChange>;
  reason: string | null;
};

/** Records with an admin page of their own, by the audit log's entity name. */
const ENTITY_PAGES: Record<string, string> = {
  product: "/admin/products/",
  order: "/admin/orders/",
  coupon: "/admin/coupons/",
  customer: "/admin/customers/",
};
/** A value longer than this is shortened in the list (the CSV keeps it whole). */
export const CHANGE_TEXT_MAX = 160;

/** The admin page of the record an entry is about, or null. `settingsPages` maps a settings key to its group's page. */
export function auditEntityHref(entity: string, entityId: string, settingsPages: Readonly<Record<string, string>> = {}): string | null {
  if (Object.hasOwn(ENTITY_PAGES, entity) && /^\d+$/.test(entityId)) return `${ENTITY_PAGES[entity]}${entityId}`;
  if (entity === "settings" && Object.hasOwn(settingsPages, entityId)) return settingsPages[entityId]!;
  if (entity === "menu" && /^[a-z]+$/.test(entityId)) return `/admin/settings/menus/${entityId}`;
  return null;
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** A field's value as text: strings as they are, a list of texts (a menu's lines) joined by "; ", anything else as JSON, "—" for none. */
export function changeText(value: unknown, max = Number.POSITIVE_INFINITY): string {
  const text =
    value === null || value === undefined
      ? "—"
      : typeof value === "string"
        ? value
        : isTextList(value)
          ? value.map((item) => item.trim()).join("; ")
          : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export type AuditCursor = { at: Date; id: number };

export function cursorOf(entry: { at: Date; id: number }): string {
  return `${entry.at.toISOString()}|${entry.id}`;
}

/** `2026-11-26T10:00:00.000Z|42` back to its parts; null when it is not one. */
export function parseCursor(text: string | null | undefined): AuditCursor | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?Z)\|(\d{1,12})$/.exec(text ?? "");
  if (!match) return null;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? null : { at, id: Number(match[2]) };
}

export const AUDIT_CSV_HEADER = ["at", "actor", "action", "entity", "entity_id", "field", "before", "after", "reason"] as const;

/** The CSV of entries: one line per changed field, one line for an entry without fields. */
export function auditCsv(entries: readonly AuditEntryView[]): string {
  const rows: CsvCell[][] = [];
  for (const entry of entries) {
    const head = [entry.at, entry.actorEmail || "system", entry.action, entry.entity, entry.entityId];
    const fields = Object.entries(entry.changes);
    if (fields.length === 0) rows.push([...head, "", "", "", entry.reason]);
    for (const [field, change] of fields) rows.push([...head, field, changeText(change.before), changeText(change.after), entry.reason]);
  }
  return toCsv(AUDIT_CSV_HEADER, rows);
}
