/**
 * What the server answers a hostile or malformed request before any route sees it (issue 15, §1): body
 * limits, content types, invalid text and the same-origin rule, on page actions and on the API alike.
 */
import { get } from "node:http";
import { expect, test } from "./fixtures.ts";

const TWO_MEGABYTES = "x".repeat(2 * 1024 * 1024);

test.describe("Requests refused at the edge", () => {
  test("a page action refuses an oversized post with 413, before reading it, on the shop's error page", async ({ request, baseURL }) => {
    const response = await request.post("/product/brass-pen", {
      headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      data: `product_id=1&review=${TWO_MEGABYTES}`,
    });
    expect(response.status()).toBe(413);
    expect(response.headers()["content-type"]).toContain("text/html");
  });

  for (const [kind, contentType, body] of [
    ["plain text", "text/plain", "product_id=1"],
    ["JSON", "application/json", '{"product_id":1}'],
    ["XML", "application/xml", "<add/>"],
  ] as const) {
    test(`a page action answers a ${kind} body with 415, never 500`, async ({ request, baseURL }) => {
      const response = await request.post("/product/brass-pen", { headers: { origin: baseURL!, "content-type": contentType }, data: body });
      expect(response.status()).toBe(415);
    });
  }

  test("a broken multipart body and a NUL byte in a form field answer 400", async ({ request, baseURL }) => {
    const broken = await request.post("/cart", {
      headers: { origin: baseURL!, "content-type": "multipart/form-data; boundary=xyz" },
      data: "--xyz\r\nContent-Disposition: form-data; name=",
    });
    expect(broken.status()).toBe(400);
    const nul = await request.post("/cart", {
      headers: { origin: baseURL!, "content-type": "application/x-www-form-urlencoded" },
      data: "intent=apply_coupon&coupon_code=WELCOME%0010",
    });
    expect(nul.status()).toBe(400);
  });

  test("a NUL byte in a product slug or an order key answers 400, not a database error", async ({ request }) => {
    expect((await request.get("/product/brass%00pen")).status()).toBe(400);
    expect((await request.get("/checkout/order-received/1?key=abc%00def")).status()).toBe(400);
  });

  test("a post from another site is refused on every action, the review form included, and so is another scheme", async ({ request, baseURL }) => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const path of ["/product/brass-pen", "/product/brass-pen/reviews", "/cart", "/account/login"]) {
      const response = await request.post(path, { headers: { ...form, origin: "https://evil.example" }, data: "a=1" });
      expect(response.status(), path).toBe(403);
    }
    const otherScheme = baseURL!.replace("http://", "https://");
    expect((await request.post("/checkout/coupon", { headers: { ...form, origin: otherScheme }, data: "coupon_code=x" })).status()).toBe(403);
  });

  test("the API answers an oversized or foreign body in its JSON error shape", async ({ request }) => {
    const nonce = ((await (await request.post("/api/nonce")).json()) as { nonce: string }).nonce;
    const headers = { "x-vitrine-nonce": nonce, "content-type": "application/json" };
    const large = await request.post("/api/cart/items", { headers, data: JSON.stringify({ productId: 1, quantity: 1, pad: TWO_MEGABYTES }) });
    expect(large.status()).toBe(413);
    expect(await large.json()).toMatchObject({ error: { code: "body_too_large" } });
    const xml = await request.post("/api/cart/items", { headers: { ...headers, "content-type": "application/xml" }, data: "<add/>" });
    expect(xml.status()).toBe(415);
    expect(await xml.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    // Plain text is a type the API reads; as a body it is simply not a valid add.
    const text = await request.post("/api/cart/items", { headers: { ...headers, "content-type": "text/plain" }, data: "productId=1" });
    expect(text.status()).toBe(400);
    expect(await text.json()).toMatchObject({ error: { code: "invalid_body" } });
    const nul = await request.post("/api/checkout/email-check", { headers, data: JSON.stringify({ email: "a\u0000b@example.com" }) });
    expect(nul.status()).toBe(400);
  });
});

test.describe("Visitors who leave mid-answer", () => {
  test("a compressed page abandoned before its end leaves the server answering", async ({ request, baseURL }) => {
    // The not-found page streams through the hydration transform and the compressor; each visitor here
    // hangs up a little later than the one before.
    for (let visitor = 0; visitor < 12; visitor += 1)
      await new Promise<void>((resolve) => {
        const call = get(`${baseURL}/favicon.ico`, { headers: { "accept-encoding": "gzip, br" } });
        call.on("error", () => resolve());
        call.on("close", () => resolve());
        setTimeout(() => call.destroy(), visitor * 5);
      });
    const after = await request.get("/");
    expect(after.status()).toBe(200);
  });
});
