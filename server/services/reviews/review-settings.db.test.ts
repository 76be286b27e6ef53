/**
 * The review settings as the review service applies them: published at once or held for approval, verified
 * owners only, and a signed-in customer's review carrying their account's name and e-mail.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { customers, orderLines, orders, products, reviews } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";
import { createReviewService, type ReviewService } from "./index.ts";

let database: Database;
let service: ReviewService;
let ids: Map<string, number>;
let owner: { id: number; email: string; displayName: string };
let stranger: { id: number; email: string; displayName: string };

async function customer(email: string, firstName: string) {
  const [row] = await database.db.insert(customers).values({ email, firstName, lastName: "Test" }).returning({ id: customers.id });
  return { id: row!.id, email, displayName: `${firstName} Test` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  service = createReviewService(database.db);
  owner = await customer("owner-of-lamp@example.com", "Orla");
  stranger = await customer("stranger@example.com", "Sean");
  const address = {
    firstName: "Orla",
    lastName: "Test",
    company: "",
    address1: "1 Quay St",
    address2: "",
    city: "Galway",
    state: "",
    postcode: "H91",
    country: "IE",
    phone: "",
  };
  const [order] = await database.db
    .insert(orders)
    .values({
      number: "RS-1",
      status: "completed",
      customerId: owner.id,
      // Another e-mail than the account's: ownership is by the customer too, not only the e-mail.
      email: "orla-work@example.com",
      billingAddress: address,
      shippingAddress: address,
      subtotal: 1000,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      total: 1000,
      pricesIncludeTax: true,
      key: "rs-1",
      idempotencyKey: "rs-1",
    })
    .returning({ id: orders.id });
  await database.db.insert(orderLines).values({
    orderId: order!.id,
    productId: ids.get("red-lamp")!,
    name: "Red lamp",
    quantity: 1,
    unitPrice: 1000,
    subtotal: 1000,
    discount: 0,
    tax: 0,
    total: 1000,
  });
});
afterAll(() => database?.close());

const input = { rating: 5, content: "Lovely light.", authorName: "Typed Name", authorEmail: "typed@example.com" };
const open = { requireApproval: false, verifiedOwnersOnly: false };
const ownersOnly = { requireApproval: true, verifiedOwnersOnly: true };
const row = async (id: number) => (await database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe(`review settings in the review service (${testDatabaseKind})`, () => {
  it("publishes a review at once when approval is off, and counts it in the product's rating", async () => {
    const before = (
      await database.db
        .select({ n: products.ratingCount })
        .from(products)
        .where(eq(products.id, ids.get("kettle")!))
    )[0]!.n;
    const review = await service.submitReview("kettle", input, { settings: open });
    expect(review?.status).toBe("approved");
    expect((await row(review!.id)).status).toBe("approved");
    const after = (
      await database.db
        .select({ n: products.ratingCount })
        .from(products)
        .where(eq(products.id, ids.get("kettle")!))
    )[0]!.n;
    expect(after).toBe(before + 1);
  });

  it("holds a review for approval while approval is on", async () => {
    const review = await service.submitReview("kettle", input, { settings: { ...open, requireApproval: true } });
    expect(review?.status).toBe("pending");
  });

  it("takes a signed-in customer's name and e-mail from their account, not from the form", async () => {
    const review = await service.submitReview("kettle", input, { settings: open, customer: stranger });
    expect(await row(review!.id)).toMatchObject({ authorName: "Sean Test", authorEmail: "stranger@example.com", customerId: stranger.id, verified: false });
  });

  it("with verified owners only, takes a signed-in owner's review, marked verified", async () => {
    const review = await service.submitReview("red-lamp", input, { settings: ownersOnly, customer: owner });
    expect(await row(review!.id)).toMatchObject({ status: "pending", verified: true, customerId: owner.id });
    expect(await service.canReview(ids.get("red-lamp")!, ownersOnly, owner)).toBe(true);
  });

  it("with verified owners only, refuses a guest and a customer who never bought the product, storing nothing", async () => {
    const count = await database.db.$count(reviews);
    for (const who of [null, stranger]) {
      const refused = await service.submitReview("red-lamp", input, { settings: ownersOnly, customer: who }).catch((e: unknown) => e);
      expect(isServiceError(refused) && refused.kind === "forbidden" && refused.code === "verified_owners_only").toBe(true);
    }
    expect(await database.db.$count(reviews)).toBe(count);
    expect(await service.canReview(ids.get("red-lamp")!, ownersOnly, null)).toBe(false);
    expect(await service.canReview(ids.get("red-lamp")!, ownersOnly, stranger)).toBe(false);
    expect(await service.canReview(ids.get("red-lamp")!, open, null)).toBe(true);
  });
});
