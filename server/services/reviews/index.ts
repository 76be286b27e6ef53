import { and, avg, count, eq, inArray, sql } from "drizzle-orm";
import { VERIFIED_OWNER_ORDER_STATUSES } from "../../../domain/product/product-page-texts.ts";
import type { Db } from "../../db/connect.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { orderLines, orders, products, reviews } from "../../db/schema/index.ts";

/**
 * Recomputes a product's denormalised `average_rating` and `rating_count` (what listings filter and sort
 * on) from its approved reviews, in the caller's transaction.
 */
export async function recomputeProductRating(tx: Queryable, productId: number): Promise<void> {
  const [stats] = await tx
    .select({ average: avg(reviews.rating), total: count(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")));
  const average = stats?.average ? Math.round(Number(stats.average) * 100) / 100 : 0;
  await tx
    .update(products)
    .set({ averageRating: average, ratingCount: stats?.total ?? 0 })
    .where(eq(products.id, productId));
}

export type ReviewService = ReturnType<typeof createReviewService>;

/** A review as the form sends it, validated at the edge: a rating of 1–5, or none where ratings are optional. */
export type ReviewSubmission = { rating: number | null; content: string; authorName: string; authorEmail: string };
export type SubmittedReview = { id: number; productId: number; status: "pending" };

/**
 * Shoppers' reviews. A new review waits for moderation (status pending) and does not count towards the
 * product's rating; approving it recomputes the denormalised `average_rating` and `rating_count` that
 * listings filter and sort on, in the same transaction.
 */
export function createReviewService(db: Db) {
  /** Stores a pending review; null when no published product has that slug. */
  async function submitReview(productSlug: string, input: ReviewSubmission): Promise<SubmittedReview | null> {
    return db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, productSlug), eq(products.status, "publish")))
        .limit(1);
      if (!product) return null;
      const [bought] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orderLines.productId, product.id),
            sql`lower(${orders.email}) = lower(${input.authorEmail})`,
            inArray(orders.status, [...VERIFIED_OWNER_ORDER_STATUSES]),
          ),
        )
        .limit(1);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          authorName: input.authorName,
          authorEmail: input.authorEmail,
          rating: input.rating,
          content: input.content,
          status: "pending",
          verified: bought !== undefined,
        })
        .returning({ id: reviews.id });
      return { id: row!.id, productId: product.id, status: "pending" };
    });
  }

  /** Approves a review and recomputes its product's rating; false when there is no such review. */
  async function approveReview(id: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [review] = await tx.update(reviews).set({ status: "approved" }).where(eq(reviews.id, id)).returning({ productId: reviews.productId });
      if (!review) return false;
      await recomputeProductRating(tx, review.productId);
      return true;
    });
  }

  return { submitReview, approveReview };
}
