/**
 * The settings forms' product search as React Router calls it, through the real services: what an
 * administrator finds, what the search refuses, and who may not ask at all.
 */
import { describe, expect, it } from "vitest";
import { customerRoles } from "../../../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { loader } from "./product-options.ts";

const PASSWORD = "product-options-password";
const ROLES = { admin: "admin@example.com", manager: "manager@example.com", customer: "customer@example.com" } as const;
const shop = withShopServices(async ({ services, database }) => {
  for (const [role, email] of Object.entries(ROLES)) {
    const { customer } = await services.accounts.register(null, { email, password: PASSWORD });
    if (role === "admin") await database.db.insert(customerRoles).values({ customerId: customer.id, role: "admin" });
    // A shop manager runs the catalogue and coupons, never the settings.
    if (role === "manager") await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
  }
});

/** The loader's answer for `search` as `who` (nobody signed in when null): its status and body, returned or thrown. */
async function ask(search: string, who: keyof typeof ROLES | null = "admin"): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { host: "shop.test" };
  if (who) {
    const { token } = await shop.services.accounts.login(null, { email: ROLES[who], password: PASSWORD }, { address: "198.51.100.1" });
    headers.cookie = `${SESSION_COOKIE}=${token}`;
  }
  const request = new Request(`http://shop.test/admin/settings/product-options${search}`, { headers });
  const answer = await loader(routeArgs(request, shop.services) as never).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return { status: answer.status, body: null };
  const { data, init } = answer as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, body: data };
}

describe(`GET /admin/settings/product-options on ${testDatabaseKind}`, () => {
  it("finds products by name or SKU for an administrator, by name and id", async () => {
    const lamps = await ask("?q=lamp");
    expect(lamps.status).toBe(200);
    const products = (lamps.body as { products: { id: number; name: string; sku: string | null }[] }).products;
    expect(products.map((product) => product.name)).toEqual(expect.arrayContaining(["Blue Lamp", "Red Lamp"]));
    expect(products.every((product) => Number.isInteger(product.id) && /lamp/i.test(`${product.name} ${product.sku ?? ""}`))).toBe(true);
    expect((await ask("?q=GIFT")).body).toMatchObject({ products: [{ name: "Gift Set" }] });
  });

  it("finds nothing for fewer than two characters, and refuses a query too long or given twice", async () => {
    expect(await ask("?q=l")).toEqual({ status: 200, body: { products: [] } });
    expect(await ask("")).toEqual({ status: 200, body: { products: [] } });
    expect((await ask(`?q=${"a".repeat(101)}`)).status).toBe(400);
    expect((await ask("?q=lamp&q=kettle")).status).toBe(400);
  });

  it("is the settings managers' own: a shop manager is refused, a customer too, and nobody signed in is sent to log in", async () => {
    expect((await ask("?q=lamp", "manager")).status).toBe(403);
    expect([403, 404]).toContain((await ask("?q=lamp", "customer")).status);
    const anonymous = await ask("?q=lamp", null);
    expect([302, 303]).toContain(anonymous.status);
  });
});
