import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { orderLines, orders, products, reviews } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createReviewService, type ReviewService } from "./index.ts";

let database: Database;
let service: ReviewService;
let ids: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  service = createReviewService(database.db);
});
afterAll(() => database?.close());

const input = { rating: 3, content: "Bright enough for reading.", authorName: "Cleo", authorEmail: "cleo@example.com" };

async function productRating(slug: string) {
  const [row] = await database.db
    .select({ averageRating: products.averageRating, ratingCount: products.ratingCount })
    .from(products)
    .where(eq(products.id, ids.get(slug)!));
  return row;
}

describe(`review service (${testDatabaseKind})`, () => {
  it("P-5-3: stores a submitted review as pending, unverified, without changing the product's rating", async () => {
    const submitted = await service.submitReview("red-lamp", input);
    expect(submitted).toMatchObject({ productId: ids.get("red-lamp"), status: "pending" });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, submitted!.id));
    expect(row).toMatchObject({ ...input, status: "pending", verified: false, customerId: null });
    expect(await productRating("red-lamp")).toEqual({ averageRating: 4.5, ratingCount: 2 });
  });

  it("answers null for an unknown product and stores nothing", async () => {
    const before = await database.db.$count(reviews);
    expect(await service.submitReview("no-such-product", input)).toBeNull();
    expect(await database.db.$count(reviews)).toBe(before);
  });

  it("approving a review recomputes the product's average rating and count from approved reviews", async () => {
    const submitted = await service.submitReview("red-lamp", { ...input, rating: 1 });
    expect(await service.approveReview(submitted!.id)).toBe(true);
    // Approved: 5, 4 and 1 → 3.33 (spam and still-pending reviews do not count).
    expect(await productRating("red-lamp")).toEqual({ averageRating: 3.33, ratingCount: 3 });
    const [row] = await database.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, submitted!.id));
    expect(row?.status).toBe("approved");
  });

  it("marks a review from a verified owner when its e-mail has a paid order for the product", async () => {
    const productId = ids.get("red-lamp")!;
    const address = {
      firstName: "Ada",
      lastName: "Byrne",
      company: "",
      address1: "1 Quay St",
      address2: "",
      city: "Galway",
      state: "",
      postcode: "H91 X2K3",
      country: "IE",
      phone: "",
    };
    const placeOrder = async (email: string, status: "completed" | "cancelled", key: string) => {
      const [order] = await database.db
        .insert(orders)
        .values({
          number: key,
          status,
          email,
          billingAddress: address,
          shippingAddress: address,
          subtotal: 2000,
          discountTotal: 0,
          shippingTotal: 0,
          taxTotal: 0,
          total: 2000,
          pricesIncludeTax: true,
          key,
          idempotencyKey: key,
        })
        .returning({ id: orders.id });
      await database.db
        .insert(orderLines)
        .values({ orderId: order!.id, productId, name: "Red lamp", quantity: 1, unitPrice: 2000, subtotal: 2000, discount: 0, tax: 0, total: 2000 });
    };
    await placeOrder("Owner@Example.com", "completed", "verified-1");
    await placeOrder("cancelled@example.com", "cancelled", "verified-2");
    const verifiedOf = async (email: string) => {
      const submitted = await service.submitReview("red-lamp", { ...input, authorEmail: email });
      const [row] = await database.db.select({ verified: reviews.verified }).from(reviews).where(eq(reviews.id, submitted!.id));
      return row?.verified;
    };
    expect(await verifiedOf("owner@example.com")).toBe(true);
    expect(await verifiedOf("cancelled@example.com")).toBe(false);
    expect(await verifiedOf("someone@example.com")).toBe(false);
  });

  it("approving an unknown review answers false", async () => {
    expect(await service.approveReview(999_999)).toBe(false);
  });
});
