import { asc, sql } from "drizzle-orm";
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_SIZE, auditDateRange, type AuditQuery } from "../../../domain/admin/audit-query.ts";
import { parseCursor } from "../../../domain/admin/audit-view.ts";
import type { Db } from "../../db/kit/index.ts";
import { auditLog } from "../../db/schema/index.ts";
import type { AuditEntry, AuditFilter, AuditService } from "../audit/index.ts";

export type AuditFacets = { entities: string[]; actions: string[]; actors: { id: number; email: string }[] };
export type AuditPage = { entries: AuditEntry[]; older: boolean };

/**
 * Reading the audit log for its screens: the choices its filters offer (what the log holds), a page of
 * entries newest first with whether older ones exist, and the entries of an export.
 */
export function createAuditReader(db: Db, audit: AuditService) {
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
      const entries = await audit.list({ ...(await filterOf(query)), limit: size + 1 });
      return { entries: entries.slice(0, size), older: entries.length > size };
    },
    /** Every entry the filters select (newest first, at most AUDIT_EXPORT_MAX), for the CSV. */
    async exportEntries(query: AuditQuery): Promise<AuditEntry[]> {
      return audit.list({ ...(await filterOf({ ...query, after: undefined })), limit: AUDIT_EXPORT_MAX });
    },
  };
}
