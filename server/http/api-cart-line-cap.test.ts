import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_FULL_MESSAGE, MAX_CART_LINES } from "../../domain/cart/line-cap.ts";
import { cartLines, carts, sessions } from "../db/schema/index.ts";
import { withShopServices } from "../testing/shop-services.ts";
import { testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

const shop = withShopServices();
const id = (slug: string) => shop.ids.get(slug)!;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ services: shop.services });
  await app.ready();
});
afterAll(() => app?.close());

async function visitor() {
  const response = await app.inject({ method: "POST", url: "/api/nonce" });
  return { cookie: String(response.headers["set-cookie"]).split(";")[0]!, nonce: response.json<{ nonce: string }>().nonce };
}

const add = (v: { cookie: string; nonce: string }, productId: number) =>
  app.inject({
    method: "POST",
    url: "/api/cart/items",
    headers: { "content-type": "application/json", cookie: v.cookie, [NONCE_HEADER]: v.nonce },
    payload: JSON.stringify({ productId, quantity: 1 }),
  });

describe(`POST /api/cart/items with a full cart on ${testDatabaseKind}`, () => {
  it(`answers 409 cart_full once the cart holds ${MAX_CART_LINES} different lines`, async () => {
    const v = await visitor();
    expect((await add(v, id("red-lamp"))).statusCode).toBe(200);
    const [cart] = await shop.database.db
      .select({ id: carts.id })
      .from(carts)
      .innerJoin(sessions, eq(sessions.id, carts.sessionId))
      .where(eq(sessions.nonce, v.nonce));
    await shop.database.db.insert(cartLines).values(
      Array.from({ length: MAX_CART_LINES - 1 }, () => ({
        cartId: cart!.id,
        productId: id("green-shade"),
        quantity: 1,
        lineKey: randomBytes(16).toString("hex"),
      })),
    );
    const refused = await add(v, id("blue-lamp"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: "cart_full", message: CART_FULL_MESSAGE } });
    expect((await add(v, id("red-lamp"))).statusCode).toBe(200);
  });
});
