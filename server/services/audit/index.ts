import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { type FieldChange, hasChanges } from "../../../domain/admin/field-changes.ts";
import { type LastChange, STALE_VERSION_CODE, staleVersionMessage } from "../../../domain/admin/row-version.ts";
import type { Db, Queryable } from "../../db/kit/index.ts";
import { auditLog, coupons, orders, products } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";

export type AuditService = ReturnType<typeof createAuditService>;

/** Who made a change: the signed-in staff member (null for the shop itself, a background job's system work). */
export type Actor = { id: number; email: string } | null;

export type AuditEntryInput = {
  /** `product.update`, `order.refund`, `order.status`, `coupon.create`, `settings.update`, … */
  action: string;
  entity: string;
  entityId: string | number;
  changes?: Record<string, FieldChange>;
  /** Required by the callers where the change needs one (a refund). */
  reason?: string | null;
};

export type AuditEntry = {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, FieldChange>;
  reason: string | null;
};

export type AuditFilter = {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The last entry of the previous page (newest first): `${at ISO}|${id}`. */
  after?: { at: Date; id: number } | undefined;
  limit?: number | undefined;
};

/** The records whose rows carry a version (optimistic concurrency), by the audit log's entity name. */
const VERSIONED = { product: products, order: orders, coupon: coupons } as const;
export type VersionedEntity = keyof typeof VERSIONED;

/**
 * The admin's audit log: who changed which record, when, field by field, and why where a reason is asked.
 * Writers record inside their own transaction (`record(tx, …)`), so a change and its entry commit together.
 * It also owns the row versions of optimistic concurrency, because its entries say who made the last change.
 */
export function createAuditService(db: Db) {
  /** Records one change in the caller's transaction; a change with no changed fields and no reason is not recorded. */
  async function record(tx: Queryable, actor: Actor, entry: AuditEntryInput): Promise<void> {
    const changes = entry.changes ?? {};
    if (!hasChanges(changes) && !entry.reason && entry.action.endsWith(".update")) return;
    await tx.insert(auditLog).values({
      // Milliseconds, as a JavaScript date holds them: the "older entries" cursor carries a date, and a
      // database default (microseconds) would fall between two cursors and be skipped.
      at: new Date(),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? "",
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      changes,
      reason: entry.reason ?? null,
    });
  }

  function conditions(filter: AuditFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [
      filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
      filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
      filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
      filter.action ? eq(auditLog.action, filter.action) : undefined,
      filter.from ? gte(auditLog.at, filter.from) : undefined,
      filter.to ? lte(auditLog.at, filter.to) : undefined,
      filter.after ? or(lt(auditLog.at, filter.after.at), and(eq(auditLog.at, filter.after.at), lt(auditLog.id, filter.after.id))) : undefined,
    ];
    return and(...parts.filter((part) => part !== undefined));
  }

  /** Entries newest first, filtered, a page at a time (keyset: pass the last entry's `at` and `id` as `after`). */
  async function list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    const rows = await db
      .select()
      .from(auditLog)
      .where(conditions(filter))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(Math.min(filter.limit ?? 50, 10_000));
    return rows.map((row) => ({ ...row, reason: row.reason ?? null }));
  }

  /**
   * The latest recorded change of a record: who and when, for a refused save's message. Inside a
   * transaction pass it (`within`): the embedded database has one connection, which the transaction holds.
   */
  async function lastChange(entity: string, entityId: string | number, within: Queryable = db): Promise<LastChange> {
    const [row] = await within
      .select({ by: auditLog.actorEmail, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Takes the next version of a record inside the caller's transaction, or refuses: the save read version
   * `expected`, and when the row is at another one somebody saved in between (409 `stale_version`, saying
   * who and when). Returns the new version. A record that does not exist answers 404.
   */
  async function claimVersion(tx: Queryable, entity: VersionedEntity, id: number, expected: number): Promise<number> {
    const table = VERSIONED[entity];
    const [row] = await tx
      .update(table)
      .set({ version: sql`${table.version} + 1` })
      .where(and(eq(table.id, id), eq(table.version, expected)))
      .returning({ version: table.version });
    if (row) return row.version;
    const [exists] = await tx.select({ version: table.version }).from(table).where(eq(table.id, id)).limit(1);
    if (!exists) throw new ServiceError("not_found", `${entity}_not_found`, `There is no ${entity} ${id}.`);
    throw new ServiceError("conflict", STALE_VERSION_CODE, staleVersionMessage(entity, await lastChange(entity, id, tx)));
  }

  return { record, list, lastChange, claimVersion };
}
