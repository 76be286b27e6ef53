import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { changesRating, type ModerationReview, STATUS_AFTER } from "../../../domain/admin/review-moderation.ts";
import type { ReviewBulkAction, ReviewStatus } from "../../../domain/admin/taxonomy-input.ts";
import type { Db } from "../../db/kit/index.ts";
import { products, reviews } from "../../db/schema/index.ts";
import type { AuditService } from "../audit/index.ts";
import type { Actor } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { recomputeProductRating } from "../reviews/index.ts";

export type { ModerationReview };

export type ReviewQuery = { status?: ReviewStatus | undefined; productId?: number | undefined; page: number; perPage: number };

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  productSlug: products.slug,
  authorName: reviews.authorName,
  authorEmail: reviews.authorEmail,
  rating: reviews.rating,
  content: reviews.content,
  status: reviews.status,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/**
 * Review moderation: the queue (pending first), approving, unapproving, marking as spam, deleting and
 * replying, one review or many at once. Only approved reviews count towards a product's rating, so every
 * change that moves a review into or out of "approved" recomputes its product's rating in the same
 * transaction, with an audit entry per review. Callers then call services.catalog.changed().
 */
export function createReviewModerationService(db: Db, { audit, now = () => new Date() }: { audit: AuditService; now?: () => Date }) {
  function where(query: Pick<ReviewQuery, "status" | "productId">): SQL | undefined {
    return and(query.status ? eq(reviews.status, query.status) : undefined, query.productId ? eq(reviews.productId, query.productId) : undefined);
  }

  async function list(query: ReviewQuery): Promise<{ items: ModerationReview[]; total: number }> {
    const filter = where(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(columns)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(filter)
        .orderBy(sql`case ${reviews.status} when 'pending' then 0 when 'approved' then 1 else 2 end`, desc(reviews.createdAt), desc(reviews.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db.select({ total: count() }).from(reviews).where(filter),
    ]);
    return { items: rows.map(serialise), total: counted?.total ?? 0 };
  }

  async function get(id: number): Promise<ModerationReview | null> {
    const [row] = await db.select(columns).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(reviews.id, id));
    return row ? serialise(row) : null;
  }

  /** How many reviews wait in each status (the filter's counts, the navigation's pending badge). */
  async function counts(): Promise<Record<ReviewStatus, number>> {
    const rows = await db.select({ status: reviews.status, total: count() }).from(reviews).groupBy(reviews.status);
    const out: Record<ReviewStatus, number> = { pending: 0, approved: 0, spam: 0 };
    for (const row of rows) out[row.status] = row.total;
    return out;
  }

  /** The products that have reviews, for the product filter. */
  async function reviewedProducts(): Promise<{ id: number; name: string }[]> {
    return db
      .selectDistinct({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(reviews, eq(reviews.productId, products.id))
      .orderBy(asc(products.name), asc(products.id));
  }

  /** Applies an action to reviews; every id must exist (404 otherwise, nothing changed). Answers how many changed. */
  async function apply(actor: Actor, action: ReviewBulkAction, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const before = await tx
        .select({ id: reviews.id, productId: reviews.productId, status: reviews.status })
        .from(reviews)
        .where(inArray(reviews.id, unique))
        .for("update");
      if (before.length !== unique.length) {
        const missing = unique.filter((id) => !before.some((row) => row.id === id));
        throw new ServiceError("not_found", "review_not_found", `There is no review ${missing.join(", ")}.`);
      }
      const status = STATUS_AFTER[action];
      const changed = before.filter((row) => row.status !== status);
      if (changed.length === 0) return 0;
      const changedIds = changed.map((row) => row.id);
      if (status === null) await tx.delete(reviews).where(inArray(reviews.id, changedIds));
      else await tx.update(reviews).set({ status }).where(inArray(reviews.id, changedIds));
      const affected = new Set<number>();
      for (const row of changed) if (changesRating(action, [row.status])) affected.add(row.productId);
      for (const productId of affected) await recomputeProductRating(tx, productId);
      for (const row of changed)
        await audit.record(tx, actor, {
          action: status === null ? "review.delete" : "review.status",
          entity: "review",
          entityId: row.id,
          changes: fieldChanges({ status: row.status }, { status }),
        });
      return changed.length;
    });
  }

  /** Sets (or with empty text removes) the shop's public reply under a review. */
  async function reply(actor: Actor, id: number, text: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).for("update");
      if (!before) throw new ServiceError("not_found", "review_not_found", `There is no review ${id}.`);
      const after = text ? { reply: text, repliedAt: now() } : { reply: null, repliedAt: null };
      if ((before.reply ?? null) === after.reply) return;
      await tx.update(reviews).set(after).where(eq(reviews.id, id));
      await audit.record(tx, actor, { action: "review.reply", entity: "review", entityId: id, changes: fieldChanges(before, { reply: after.reply }) });
    });
  }

  return { list, get, counts, reviewedProducts, apply, reply };
}

function serialise(row: Omit<ModerationReview, "createdAt" | "repliedAt"> & { createdAt: Date; repliedAt: Date | null }): ModerationReview {
  return { ...row, createdAt: row.createdAt.toISOString(), repliedAt: row.repliedAt?.toISOString() ?? null };
}
