import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRoles } from "../db/schema/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn, TEST_PASSWORD } from "../testing/api-visitors.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { withShopServices } from "../testing/shop-services.ts";
import { testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

let app: FastifyInstance;
const shop = withShopServices(async ({ services, database }) => {
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  await registerAccount(services, database.db, "shopper@example.com");
  const { customer } = await services.accounts.register(null, { email: "manager@example.com", password: TEST_PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
});

beforeAll(async () => {
  // A one-route shop whose page lists the categories, shared through the page cache.
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }), { rootHeaders: () => ({ "cache-control": "public, max-age=0, s-maxage=10" }) });
  build.entry.module.default = (async (_request: Request, status: number, headers: Headers) => {
    const names = (await shop.services.catalog.listCategories()).map((category) => category.name).join(",");
    return new Response(`<nav>${names}</nav>`, { status, headers: { ...Object.fromEntries(headers), "content-type": "text/html" } });
  }) as typeof build.entry.module.default;
  app = await buildServer({
    services: shop.services,
    pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }),
    app: { build, clientDir: "/nonexistent" },
  });
  await app.ready();
});
afterAll(async () => app?.close());

/** A DELETE as the browser sends it: no body, no content type. */
const remove = (visitor: ApiVisitor, url: string) => app.inject({ method: "DELETE", url, headers: { cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce } });

type Category = { id: number; name: string; slug: string; parentId: number | null; position: number };
const categoriesOf = async (visitor: ApiVisitor) => (await getAs(app, visitor, "/api/admin/categories")).json<{ categories: Category[] }>().categories;

describe(`/api/admin taxonomy on ${testDatabaseKind}`, () => {
  it("a shop manager creates a category under another, the next shared page shows it, and reorders it", async () => {
    const manager = await signIn(app, "manager@example.com");
    expect((await getAs(app, null, "/")).headers["x-cache"]).toBe("MISS");
    expect((await getAs(app, null, "/")).headers["x-cache"]).toBe("HIT");
    const home = (await categoriesOf(manager)).find((c) => c.slug === "home")!;
    const created = await sendJson(app, manager, "POST", "/api/admin/categories", { name: "Api Lamps", parentId: home.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    const category = created.json<{ category: Category }>().category;
    expect(category).toMatchObject({ slug: "api-lamps", parentId: home.id });
    const page = await getAs(app, null, "/");
    expect(page.headers["x-cache"]).toBe("MISS");
    expect(page.body).toContain("Api Lamps");

    expect((await sendJson(app, manager, "POST", `/api/admin/categories/${category.id}/move`, { direction: "up" })).statusCode).toBe(200);
    const siblings = (await categoriesOf(manager)).filter((c) => c.parentId === home.id).sort((a, b) => a.position - b.position);
    expect(siblings[0]?.id).toBe(category.id);
    const order = siblings.map((c) => c.id).reverse();
    expect((await sendJson(app, manager, "PUT", "/api/admin/categories/order", { parentId: home.id, ids: order })).statusCode).toBe(200);
    expect(
      (await categoriesOf(manager))
        .filter((c) => c.parentId === home.id)
        .sort((a, b) => a.position - b.position)
        .map((c) => c.id),
    ).toEqual(order);
  });

  it("refuses a loop, a bad slug and unknown fields with errors by field; 404 for a missing category", async () => {
    const admin = await signIn(app, "boss@example.com");
    const all = await categoriesOf(admin);
    const home = all.find((c) => c.slug === "home")!;
    const lamps = all.find((c) => c.slug === "lamps")!;
    const loop = await sendJson(app, admin, "PUT", `/api/admin/categories/${home.id}`, { name: "Home", slug: "home", parentId: lamps.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ error: { code: "parent_loop", fields: { parentId: expect.any(String) } } });
    const bad = await sendJson(app, admin, "POST", "/api/admin/categories", { name: "X", slug: "Not a slug!", colour: "red" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(expect.arrayContaining(["slug"]));
    expect((await getAs(app, admin, "/api/admin/categories/999999")).statusCode).toBe(404);
    expect((await remove(admin, "/api/admin/categories/999999")).statusCode).toBe(404);
  });

  it("deletes a category, moving its children up", async () => {
    const admin = await signIn(app, "boss@example.com");
    const all = await categoriesOf(admin);
    const lighting = all.find((c) => c.slug === "lighting")!;
    const deleted = await remove(admin, `/api/admin/categories/${lighting.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await categoriesOf(admin)).find((c) => c.slug === "lamps")?.parentId).toBe(lighting.parentId);
  });

  it("creates an attribute with colour terms, refuses a bad colour, and refuses deleting a term in use with a 409 naming products", async () => {
    const admin = await signIn(app, "boss@example.com");
    const created = await sendJson(app, admin, "POST", "/api/admin/attributes", { name: "Api Finish", swatchType: "color" });
    expect(created.statusCode, created.body).toBe(201);
    const attribute = created.json<{ attribute: { id: number; slug: string } }>().attribute;
    const term = await sendJson(app, admin, "POST", `/api/admin/attributes/${attribute.id}/terms`, { name: "Olive", color: "#808000" });
    expect(term.statusCode, term.body).toBe(201);
    const badColour = await sendJson(app, admin, "POST", `/api/admin/attributes/${attribute.id}/terms`, { name: "Bad", color: "red; x: url(y)" });
    expect(badColour.json()).toMatchObject({ error: { code: "invalid_body", fields: { color: expect.any(String) } } });
    const terms = (await getAs(app, admin, `/api/admin/attributes/${attribute.id}/terms`)).json<{ terms: { name: string; color: string }[] }>().terms;
    expect(terms).toMatchObject([{ name: "Olive", color: "#808000" }]);

    const colour = (await getAs(app, admin, "/api/admin/attributes"))
      .json<{ attributes: { id: number; slug: string }[] }>()
      .attributes.find((a) => a.slug === "colour")!;
    const colourTerms = (await getAs(app, admin, `/api/admin/attributes/${colour.id}/terms`)).json<{ terms: { id: number; slug: string }[] }>().terms;
    const red = colourTerms.find((t) => t.slug === "red")!;
    const refused = await remove(admin, `/api/admin/attributes/${colour.id}/terms/${red.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "term_in_use", message: expect.stringContaining("use it") } });
    expect((await getAs(app, admin, "/api/admin/attributes/999999/terms")).statusCode).toBe(404);
  });

  it("moderates reviews: approve recomputes the rating, reply shows on the product, bulk spam and delete", async () => {
    const admin = await signIn(app, "boss@example.com");
    const submitted = await shop.services.reviews.submitReview("kettle", {
      rating: 4,
      content: "Boils fast.",
      authorName: "Ivy",
      authorEmail: "ivy@example.com",
    });
    const list = (await getAs(app, admin, "/api/admin/reviews?status=pending")).json<{ items: { id: number }[]; counts: Record<string, number> }>();
    expect(list.items.map((r) => r.id)).toContain(submitted!.id);
    expect(list.counts.pending).toBeGreaterThan(0);
    const approved = await sendJson(app, admin, "POST", `/api/admin/reviews/${submitted!.id}/moderate`, { action: "approve" });
    expect(approved.json()).toEqual({ changed: 1 });
    const replied = await sendJson(app, admin, "PUT", `/api/admin/reviews/${submitted!.id}/reply`, { reply: "Glad it helps!" });
    expect(replied.json()).toMatchObject({ review: { reply: "Glad it helps!" } });
    const product = (await getAs(app, null, "/api/products/kettle")).json<{ product: { ratingCount: number; reviews: { id: number; reply: string }[] } }>()
      .product;
    expect(product.reviews).toContainEqual(expect.objectContaining({ id: submitted!.id, reply: "Glad it helps!" }));
    expect(product.ratingCount).toBe(1);
    const bulk = await sendJson(app, admin, "POST", "/api/admin/reviews/bulk", { action: "spam", ids: [submitted!.id] });
    expect(bulk.json()).toEqual({ changed: 1 });
    expect((await getAs(app, null, "/api/products/kettle")).json<{ product: { ratingCount: number } }>().product.ratingCount).toBe(0);
    expect((await remove(admin, `/api/admin/reviews/${submitted!.id}`)).json()).toEqual({ changed: 1 });
    expect((await getAs(app, admin, `/api/admin/reviews/${submitted!.id}`)).statusCode).toBe(404);
    expect((await sendJson(app, admin, "POST", "/api/admin/reviews/bulk", { action: "approve", ids: [] })).statusCode).toBe(400);
  });

  it("refuses a guest (401), an editor and a customer (403), and a change without the nonce", async () => {
    expect((await getAs(app, null, "/api/admin/categories")).statusCode).toBe(401);
    for (const email of ["editor@example.com", "shopper@example.com"]) {
      const visitor = await signIn(app, email);
      expect((await getAs(app, visitor, "/api/admin/reviews")).statusCode).toBe(403);
      expect((await sendJson(app, visitor, "POST", "/api/admin/attributes", { name: "X", swatchType: "label" })).statusCode).toBe(403);
    }
    const admin = await signIn(app, "boss@example.com");
    expect((await sendJson(app, admin, "POST", "/api/admin/categories", { name: "No nonce" }, "")).json()).toMatchObject({ error: { code: "invalid_nonce" } });
  });
});
