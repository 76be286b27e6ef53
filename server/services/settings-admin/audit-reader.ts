import { asc, inArray, sql } from "drizzle-orm";
import type { AuditRecordFacts } from "../../../domain/admin/audit-fields.ts";
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_SIZE, auditDateRange, type AuditQuery } from "../../../domain/admin/audit-query.ts";
import { parseCursor } from "../../../domain/admin/audit-view.ts";
import type { Db } from "../../db/kit/index.ts";
import { attributes, attributeTerms, auditLog, categories, coupons, customers, orders, products } from "../../db/schema/index.ts";
import type { AuditEntry, AuditFilter, AuditService } from "../audit/index.ts";

export type AuditFacets = { entities: string[]; actions: string[]; actors: { id: number; email: string }[] };
export type AuditPage = { entries: AuditEntry[]; older: boolean; records: Map<string, AuditRecordFacts> };

/** The key of a record in `records`: `product:12`. */
export const recordKey = (entity: string, entityId: string) => `${entity}:${entityId}`;

type NamedRow = { id: number; name: string; couponType?: AuditRecordFacts["couponType"] };

/**
 * Reading the audit log for its screens: the choices its filters offer (what the log holds), a page of
 * entries newest first with whether older ones exist, and the entries of an export.
 */
export function createAuditReader(db: Db, audit: AuditService, settingsTitles: Readonly<Record<string, string>> = {}) {
  /** The query as the audit service's filter; an actor nobody in the log has matches nothing. */
  async function filterOf(query: AuditQuery): Promise<AuditFilter> {
    let actorId: number | undefined;
    if (query.actor) {
      const actor = (await facets()).actors.find((candidate) => candidate.email.toLowerCase() === query.actor!.toLowerCase());
      actorId = actor?.id ?? -1;
    }
    const after = parseCursor(query.after);
    return { entity: query.entity, entityId: query.entityId, action: query.action, actorId, ...auditDateRange(query), ...(after ? { after } : {}) };
  }

  /**
   * What the log's records are called now (a product's name, an order's number, a coupon's code and type,
   * a customer's e-mail), read in one query per kind of record for a page of entries.
   */
  async function recordsOf(entries: readonly AuditEntry[], settingsTitles: Readonly<Record<string, string>> = {}): Promise<Map<string, AuditRecordFacts>> {
    const ids = (entity: string) => [
      ...new Set(entries.filter((entry) => entry.entity === entity && /^\d{1,9}$/.test(entry.entityId)).map((entry) => Number(entry.entityId))),
    ];
    const read = async (entity: string, query: (list: number[]) => Promise<NamedRow[]>) => {
      const list = ids(entity);
      return list.length === 0 ? [] : (await query(list)).map((row) => [entity, row] as const);
    };
    const found = await Promise.all([
      read("product", (list) => db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, list))),
      read("order", (list) => db.select({ id: orders.id, name: orders.number }).from(orders).where(inArray(orders.id, list))),
      read("coupon", (list) => db.select({ id: coupons.id, name: coupons.code, couponType: coupons.type }).from(coupons).where(inArray(coupons.id, list))),
      read("customer", (list) => db.select({ id: customers.id, name: customers.email }).from(customers).where(inArray(customers.id, list))),
      read("category", (list) => db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, list))),
      read("attribute", (list) => db.select({ id: attributes.id, name: attributes.name }).from(attributes).where(inArray(attributes.id, list))),
      read("term", (list) => db.select({ id: attributeTerms.id, name: attributeTerms.name }).from(attributeTerms).where(inArray(attributeTerms.id, list))),
    ]);
    const records = new Map<string, AuditRecordFacts>();
    for (const [entity, row] of found.flat())
      records.set(recordKey(entity, String(row.id)), { name: row.name, ...(row.couponType ? { couponType: row.couponType } : {}) });
    for (const entry of entries) {
      if (entry.entity === "settings" && Object.hasOwn(settingsTitles, entry.entityId))
        records.set(recordKey("settings", entry.entityId), { name: `${settingsTitles[entry.entityId]} settings` });
      if (entry.entity === "menu")
        records.set(recordKey("menu", entry.entityId), { name: `${entry.entityId.charAt(0).toUpperCase()}${entry.entityId.slice(1)} menu` });
    }
    return records;
  }

  async function facets(): Promise<AuditFacets> {
    const [entities, actions, actors] = await Promise.all([
      db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
      db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
      db
        .select({ id: sql<number>`${auditLog.actorId}`, email: sql<string>`max(${auditLog.actorEmail})` })
        .from(auditLog)
        .where(sql`${auditLog.actorId} is not null`)
        .groupBy(auditLog.actorId)
        .orderBy(sql`max(${auditLog.actorEmail})`),
    ]);
    return { entities: entities.map((row) => row.value), actions: actions.map((row) => row.value), actors };
  }

  return {
    facets,
    /** One page, newest first; `older` says whether the "Older entries" link has anything to show. */
    async page(query: AuditQuery, size = AUDIT_PAGE_SIZE): Promise<AuditPage> {
      const found = await audit.list({ ...(await filterOf(query)), limit: size + 1 });
      const entries = found.slice(0, size);
      return { entries, older: found.length > size, records: await recordsOf(entries, settingsTitles) };
    },
    recordsOf: (entries: readonly AuditEntry[]) => recordsOf(entries, settingsTitles),
    /** Every entry the filters select (newest first, at most AUDIT_EXPORT_MAX), for the CSV. */
    async exportEntries(query: AuditQuery): Promise<AuditEntry[]> {
      return audit.list({ ...(await filterOf({ ...query, after: undefined })), limit: AUDIT_EXPORT_MAX });
    },
  };
}
