import { and, desc, eq } from "drizzle-orm";
import { STALE_VERSION_CODE, staleVersionMessage } from "../../../domain/admin/row-version.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { auditLog, products } from "../../db/schema/index.ts";
import type { AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";

/**
 * The audit service's claimVersion, with the stale case answered from inside the transaction: its own
 * refusal reads the last change through the pool, which on PGlite (one connection, held by this very
 * transaction) would wait forever. The row is locked first, so the answer cannot go stale either.
 */
export async function claimProductVersion(tx: Queryable, audit: AuditService, id: number, expected: number): Promise<number> {
  const [row] = await tx.select({ version: products.version }).from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new ServiceError("not_found", "product_not_found", `There is no product ${id}.`);
  if (row.version !== expected) {
    const [last] = await tx
      .select({ by: auditLog.actorEmail, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    throw new ServiceError("conflict", STALE_VERSION_CODE, staleVersionMessage("product", last ?? null));
  }
  return audit.claimVersion(tx, "product", id, expected);
}
