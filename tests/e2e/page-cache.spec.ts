import { expect, test } from "./fixtures.ts";

/** The shared page cache: catalogue pages are shared between anonymous visitors, never personal or live ones. */
test.describe("shared page cache", () => {
  test("an anonymous archive page is rendered once, then served from the cache with the same HTML", async ({ request }) => {
    const url = "/shop?e-filter-shop-colour=sage~ocean&sort=price-desc&page=1";
    const first = await request.get(url, { headers: { "accept-encoding": "br" } });
    const second = await request.get(url, { headers: { "accept-encoding": "br" } });
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=10");
    expect(second.headers()["x-cache"]).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe("br");
    expect(await second.text()).toBe(await first.text());
  });

  test("a visitor with a cookie always gets a freshly rendered page", async ({ request }) => {
    await request.get("/shop?sort=rating");
    const personal = await request.get("/shop?sort=rating", { headers: { cookie: "visitor=1" } });
    expect(personal.status()).toBe(200);
    expect(personal.headers()["x-cache"]).toBeUndefined();
  });

  test("product pages, which show live stock, and error pages are never shared", async ({ request }) => {
    const product = await request.get("/product/everyday-crew-tee");
    expect(product.headers()["cache-control"] ?? "").not.toContain("s-maxage");
    expect(product.headers()["x-cache"]).toBeUndefined();
    await request.get("/category/no-such-category");
    const missing = await request.get("/category/no-such-category");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-cache"]).toBeUndefined();
  });
});
