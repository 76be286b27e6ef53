import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { auditLog, customers, products, reviews } from "../../db/schema/index.ts";
import { queryApprovedReviews } from "../catalog/product-relations.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createReviewService } from "../reviews/index.ts";
import { createReviewModerationService, type ReviewModerationService } from "./index.ts";
import { createAuditService } from "../audit/index.ts";

let database: Database;
let service: ReviewModerationService;
let ids: Map<string, number>;
let actor: { id: number; email: string };
const REPLIED_AT = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  service = createReviewModerationService(database.db, { audit: createAuditService(database.db), now: () => REPLIED_AT });
  const [boss] = await database.db.insert(customers).values({ email: "mod@example.com" }).returning({ id: customers.id, email: customers.email });
  actor = boss!;
});
afterAll(() => database?.close());

const rating = async (slug: string) =>
  (
    await database.db
      .select({ averageRating: products.averageRating, ratingCount: products.ratingCount })
      .from(products)
      .where(eq(products.id, ids.get(slug)!))
  )[0];
const submit = async (slug: string, stars: number, name: string) =>
  (await createReviewService(database.db).submitReview(slug, {
    rating: stars,
    content: `${name} says hi.`,
    authorName: name,
    authorEmail: `${name}@example.com`,
  }))!.id;

describe(`review moderation (${testDatabaseKind})`, () => {
  it("lists pending reviews first, filtered by status and product, with counts per status", async () => {
    const pending = await submit("red-lamp", 2, "cara");
    const all = await service.list({ page: 1, perPage: 20 });
    expect(all.items[0]).toMatchObject({ id: pending, status: "pending", productName: "Red Lamp" });
    expect(all.total).toBe(4);
    expect((await service.list({ status: "spam", page: 1, perPage: 20 })).items.map((r) => r.authorName)).toEqual(["Spam"]);
    expect((await service.list({ productId: ids.get("kettle")!, page: 1, perPage: 20 })).total).toBe(0);
    expect(await service.counts()).toEqual({ pending: 1, approved: 2, spam: 1 });
    expect((await service.reviewedProducts()).map((p) => p.name)).toEqual(["Red Lamp"]);
  });

  it("approving recomputes the product's rating; unapproving and spam take it out again; each is audited", async () => {
    const id = await submit("red-lamp", 3, "dan");
    expect(await service.apply(actor, "approve", [id])).toBe(1);
    expect(await rating("red-lamp")).toEqual({ averageRating: 4, ratingCount: 3 });
    await service.apply(actor, "unapprove", [id]);
    expect(await rating("red-lamp")).toEqual({ averageRating: 4.5, ratingCount: 2 });
    await service.apply(actor, "approve", [id]);
    await service.apply(actor, "spam", [id]);
    expect(await rating("red-lamp")).toEqual({ averageRating: 4.5, ratingCount: 2 });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.map((e) => e.changes)).toContainEqual({ status: { before: "pending", after: "approved" } });
    expect(entries.length).toBe(4);
  });

  it("deleting an approved review recomputes the rating; a bulk action with an unknown id changes nothing", async () => {
    const [a, b] = [await submit("blue-lamp", 5, "eve"), await submit("blue-lamp", 1, "fay")];
    await service.apply(actor, "approve", [a, b]);
    expect(await rating("blue-lamp")).toEqual({ averageRating: 3, ratingCount: 2 });
    await expect(service.apply(actor, "delete", [a, 999_999])).rejects.toMatchObject({ kind: "not_found" });
    expect(await database.db.$count(reviews, eq(reviews.id, a))).toBe(1);
    expect(await service.apply(actor, "delete", [b])).toBe(1);
    expect(await rating("blue-lamp")).toEqual({ averageRating: 5, ratingCount: 1 });
    expect(await service.apply(actor, "approve", [a])).toBe(0);
  });

  it("stores the shop's reply with its time, shows it on the storefront, and removes it when emptied", async () => {
    const id = await submit("kettle", 4, "gus");
    await service.apply(actor, "approve", [id]);
    await service.reply(actor, id, "Thank you, Gus!");
    expect(await service.get(id)).toMatchObject({ reply: "Thank you, Gus!", repliedAt: REPLIED_AT.toISOString() });
    const shown = await queryApprovedReviews(database.db, ids.get("kettle")!);
    expect(shown[0]).toMatchObject({ id, reply: "Thank you, Gus!", repliedAt: REPLIED_AT.toISOString() });
    await service.reply(actor, id, "");
    expect(await service.get(id)).toMatchObject({ reply: null, repliedAt: null });
    const replies = await database.db.select().from(auditLog).where(eq(auditLog.action, "review.reply"));
    expect(replies.map((e) => e.changes)).toEqual([
      { reply: { before: null, after: "Thank you, Gus!" } },
      { reply: { before: "Thank you, Gus!", after: null } },
    ]);
    await expect(service.reply(actor, 999_999, "Hello")).rejects.toMatchObject({ kind: "not_found" });
  });
});
