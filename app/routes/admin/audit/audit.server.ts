/** The audit log's query for its page and its export: the filters checked, then the entries read. */
import { data } from "react-router";
import { type AuditQuery, auditQuerySchema } from "../../../../domain/admin/audit-query.ts";
import { type AuditRecordFacts, auditFieldLabel, auditRecordName, auditValueText } from "../../../../domain/admin/audit-fields.ts";
import { auditEntityHref, CHANGE_TEXT_MAX, cursorOf } from "../../../../domain/admin/audit-view.ts";
import { fieldLabel } from "../../../../domain/admin/settings-fields.ts";
import { DEFAULT_CURRENCY } from "../../../../domain/money.ts";
import type { AuditEntry } from "../../../../server/services/audit/index.ts";
import type { Services } from "../../../../server/services/index.ts";
import { SETTINGS_GROUP_IDS, SETTINGS_GROUPS } from "../../../../server/services/settings-admin/index.ts";
import { ADMIN_HEADERS } from "../../../lib/admin.server.ts";

const FILTER_NAMES = ["entity", "entityId", "actor", "action", "from", "to", "after"] as const;

/** The query's filters as typed (to refill the form) and as checked, or the problems beside them. */
export function readAuditQuery(url: URL): { typed: Record<string, string>; query: AuditQuery | null; fields: Record<string, string> } {
  const typed: Record<string, string> = {};
  for (const name of FILTER_NAMES) typed[name] = (url.searchParams.get(name) ?? "").slice(0, 300);
  const parsed = auditQuerySchema.safeParse(typed);
  if (parsed.success) return { typed, query: parsed.data, fields: {} };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return { typed, query: null, fields };
}

const SETTINGS_PAGES = Object.fromEntries(SETTINGS_GROUP_IDS.map((id) => [SETTINGS_GROUPS[id].key, `/admin/settings/${id}`]));

/**
 * An entry as the page shows it: the record by its name and its link, each field by its label with its
 * before and after as short text in the merchant's terms (money as money).
 */
export function entryView(entry: AuditEntry, records: ReadonlyMap<string, AuditRecordFacts> = new Map()) {
  const facts = records.get(`${entry.entity}:${entry.entityId}`);
  const typeChange = entry.changes.type;
  const recordedType = [typeChange?.after, typeChange?.before].find((value) => typeof value === "string") as AuditRecordFacts["couponType"];
  const couponType = facts?.couponType ?? recordedType;
  const text = (field: string, value: unknown) => auditValueText(entry.entity, field, value, { currency: DEFAULT_CURRENCY, couponType, max: CHANGE_TEXT_MAX });
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actorEmail || "system",
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    record: auditRecordName(entry.entity, entry.entityId, facts, entry.changes),
    href: auditEntityHref(entry.entity, entry.entityId, SETTINGS_PAGES),
    changes: Object.entries(entry.changes).map(([field, change]) => ({
      field,
      label: (entry.entity === "settings" ? fieldLabel(field) : undefined) ?? auditFieldLabel(field),
      before: text(field, change.before),
      after: text(field, change.after),
    })),
    reason: entry.reason,
  };
}

export async function loadAuditLog(services: Services, url: URL) {
  const { typed, query, fields } = readAuditQuery(url);
  const facets = await services.settingsAdmin.auditLog.facets();
  if (!query) return data({ typed, fields, facets, entries: [], olderHref: null as string | null }, { status: 400, headers: ADMIN_HEADERS });
  const page = await services.settingsAdmin.auditLog.page(query);
  let olderHref: string | null = null;
  if (page.older && page.entries.length > 0) {
    const next = new URLSearchParams(url.search);
    next.set("after", cursorOf(page.entries.at(-1)!));
    olderHref = `?${next}`;
  }
  return { typed, fields, facets, entries: page.entries.map((entry) => entryView(entry, page.records)), olderHref };
}
