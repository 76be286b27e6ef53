import { and, eq, ne, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { couponSchema } from "../../../domain/cart/coupons.ts";
import { type CouponInput, couponInputProblems } from "../../../domain/admin/coupon-input.ts";
import type { Db } from "../../db/connect.ts";
import { isUniqueViolation, type Queryable } from "../../db/kit/index.ts";
import { couponUsages, coupons } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { listCoupons } from "./list.ts";
import { allCategories, couponUses, findProducts, productsByIds, readCoupon } from "./read.ts";
import type { CouponListQuery } from "./types.ts";

export type * from "./types.ts";
export { COUPON_SORTS, COUPONS_PER_PAGE } from "./types.ts";

export type CouponService = ReturnType<typeof createCouponService>;

const USES_PER_PAGE = 20;
const PICKER_RESULTS = 10;

type CouponRow = typeof coupons.$inferSelect;

const codeTaken = (code: string) =>
  new ServiceError("conflict", "coupon_code_taken", `A coupon with the code "${code}" exists already.`, {
    fields: { code: "This code is taken (codes are the same whatever their case)." },
  });

/** The row values of an input, refused when the cart could not apply it as stored (the cart's own schema). */
function valuesOf(input: CouponInput) {
  const problems = couponInputProblems(input);
  if (Object.keys(problems).length > 0) throw new ServiceError("invalid", "invalid_coupon", "Please correct the coupon's fields.", { fields: problems });
  const { usageCount: _usageCount, ...coupon } = couponSchema.parse({ ...input, usageCount: 0 });
  return { ...coupon, expiresAt: coupon.expiresAt };
}

/** The fields the audit log compares (the row without bookkeeping). */
function audited(row: CouponRow | Partial<CouponRow>) {
  const { id: _id, version: _version, createdAt: _createdAt, usageCount: _usageCount, ...fields } = row;
  return { ...fields, expiresAt: fields.expiresAt ? fields.expiresAt.toISOString() : null };
}

async function assertCodeFree(q: Queryable, code: string, exceptId: number | null) {
  const [clash] = await q
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.code})`, code.toLowerCase()), exceptId === null ? undefined : ne(coupons.id, exceptId)))
    .limit(1);
  if (clash) throw codeTaken(code);
}

/**
 * The merchant's coupons: list, read, create, update (optimistic: the version read), delete, and the
 * orders that used one. Every write records its audit entry in its own transaction. A coupon an order used
 * is never deleted (its usage rows are the orders' record of the discount); the merchant expires it instead.
 * Deleting drops it from every cart through the cart_coupons foreign key, and the cart re-validates
 * its coupons on every quote, so an expired one stops discounting at once.
 */
export function createCouponService(db: Db, options: { audit: AuditService; now?: () => Date }) {
  const { audit } = options;
  const now = options.now ?? (() => new Date());

  /** Claims the coupon's next version: a save made against an older one is refused, saying who changed it and when. */
  const claim = (tx: Queryable, id: number, expected: number) => audit.claimVersion(tx, "coupon", id, expected);

  async function writing<T>(run: () => Promise<T>, code: string | null): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // Two saves of the same new code at once: the unique index refuses the second.
      if (code !== null && isUniqueViolation(error)) throw codeTaken(code);
      throw error;
    }
  }

  async function create(actor: Actor, input: CouponInput): Promise<{ id: number; version: number }> {
    const values = valuesOf(input);
    return writing(
      () =>
        db.transaction(async (tx) => {
          await assertCodeFree(tx, values.code, null);
          const [row] = await tx.insert(coupons).values(values).returning();
          await audit.record(tx, actor, { action: "coupon.create", entity: "coupon", entityId: row!.id, changes: fieldChanges(null, audited(row!)) });
          return { id: row!.id, version: row!.version };
        }),
      values.code,
    );
  }

  async function update(actor: Actor, id: number, version: number, input: CouponInput): Promise<{ id: number; version: number }> {
    const values = valuesOf(input);
    return writing(
      () =>
        db.transaction(async (tx) => {
          const next = await claim(tx, id, version);
          const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
          await assertCodeFree(tx, values.code, id);
          const [after] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
          await audit.record(tx, actor, { action: "coupon.update", entity: "coupon", entityId: id, changes: fieldChanges(audited(before!), audited(after!)) });
          return { id, version: next };
        }),
      values.code,
    );
  }

  async function remove(actor: Actor, id: number, version: number): Promise<void> {
    await writing(
      () =>
        db.transaction(async (tx) => {
          await claim(tx, id, version);
          const [used] = await tx.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.couponId, id)).limit(1);
          if (used) {
            throw new ServiceError(
              "conflict",
              "coupon_used",
              "Orders used this coupon, so it stays for their record. Disable it instead: it stops working at once.",
            );
          }
          const [deleted] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
          const before = audited(deleted!);
          const gone = Object.fromEntries(Object.keys(before).map((field) => [field, null]));
          await audit.record(tx, actor, { action: "coupon.delete", entity: "coupon", entityId: id, changes: fieldChanges(before, gone) });
        }),
      null,
    );
  }

  /** Stops a coupon working from now on (its expiry set to now), keeping it and its orders' record. */
  async function expireNow(actor: Actor, id: number, version: number): Promise<{ id: number; version: number }> {
    return writing(
      () =>
        db.transaction(async (tx) => {
          const next = await claim(tx, id, version);
          const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
          const [after] = await tx.update(coupons).set({ expiresAt: now() }).where(eq(coupons.id, id)).returning();
          await audit.record(tx, actor, {
            action: "coupon.update",
            entity: "coupon",
            entityId: id,
            changes: fieldChanges(audited(before!), audited(after!)),
            reason: "Disabled: expired now.",
          });
          return { id, version: next };
        }),
      null,
    );
  }

  return {
    expireNow,
    list: (query: CouponListQuery = {}) => listCoupons(db, query, now()),
    get: (id: number) => readCoupon(db, id, now()),
    create,
    update,
    remove,
    uses: (id: number, page = 1, perPage = USES_PER_PAGE) => couponUses(db, id, page, Math.min(Math.max(perPage, 1), 100)),
    findProducts: (text: string, limit = PICKER_RESULTS) => findProducts(db, text, Math.min(limit, 50)),
    categories: () => allCategories(db),
    /** The products of these ids by name (a settings form's chosen products; the others are found by search). */
    productsByIds: (ids: readonly number[]) => productsByIds(db, ids),
  };
}
