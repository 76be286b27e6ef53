/**
 * The order page's forms as React Router calls them, through the real services on a fresh database: the
 * refund form's refusals come back beside their fields with what was typed, a good refund redirects, and
 * the rule is asked before anything else.
 */
import { describe, expect, it } from "vitest";
import { customerRoles } from "../../../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../../../server/testing/test-database.ts";
import * as detail from "./detail.tsx";

const cookies = { admin: "", shopper: "" };
const shop = withShopServices(async ({ services, database }) => {
  const admin = await services.accounts.register(null, { email: "boss@example.com", password: "correct horse battery" });
  await database.db.insert(customerRoles).values({ customerId: admin.customer.id, role: "admin" });
  cookies.admin = `${SESSION_COOKIE}=${admin.token}`;
  const shopper = await services.accounts.register(null, { email: "shopper@example.com", password: "correct horse battery" });
  cookies.shopper = `${SESSION_COOKIE}=${shopper.token}`;
});

async function placeOrder() {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 2 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
    `form-${Math.random()}`,
  );
  return (await shop.services.orders.get(placed.order.id))!;
}

const post = (id: number, fields: Record<string, string>, cookie: string) =>
  routeArgs(
    new Request(`http://shop.test/admin/orders/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, host: "shop.test", origin: "http://shop.test" },
    }),
    shop.services,
    {
      params: { id: String(id) },
    },
  ) as never;
const get = (id: string, cookie: string) =>
  routeArgs(new Request(`http://shop.test/admin/orders/${id}`, { headers: { cookie, host: "shop.test" } }), shop.services, { params: { id } }) as never;

type Problem = { data: { problem: { fields: Record<string, string>; values: Record<string, string> } }; init: { status: number } };

describe(`the order page's forms on ${testDatabaseKind}`, () => {
  it("answers a refund over what is left with the error beside the line's field and what was typed", async () => {
    const order = await placeOrder();
    const line = order.lines[0]!;
    const fields = { intent: "refund", version: String(order.version), [`line-${line.id}-amount`]: "9999", reason: "Too much" };
    const refused = (await detail.action(post(order.id, fields, cookies.admin))) as unknown as Problem;
    expect(refused.init.status).toBe(400);
    expect(refused.data.problem.fields).toHaveProperty(`line-${line.id}-amount`);
    expect(refused.data.problem.values.reason).toBe("Too much");
    const noReason = (await detail.action(
      post(order.id, { intent: "refund", version: String(order.version), whole: "on", reason: " " }, cookies.admin),
    )) as unknown as Problem;
    expect(noReason.data.problem.fields).toHaveProperty("reason");
  });

  it("records a good refund and redirects to the order, which then shows the refunded total", async () => {
    const order = await placeOrder();
    const line = order.lines[0]!;
    const fields = { intent: "refund", version: String(order.version), [`line-${line.id}-quantity`]: "1", restock: "on", reason: "Dented lid" };
    const answer = (await detail.action(post(order.id, fields, cookies.admin))) as unknown as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/admin/orders/${order.id}`);
    const page = await detail.loader(get(String(order.id), cookies.admin));
    expect(page.order.refundedTotal).toBe(Math.round(line.total / 2));
  });

  it("refuses a customer before reading the form, and answers 404 for an order that is not there", async () => {
    const order = await placeOrder();
    const refused = await detail.action(post(order.id, { intent: "note", body: "hi" }, cookies.shopper)).catch((e: unknown) => e);
    expect((refused as Response).status).toBe(403);
    for (const id of ["999999", "abc", "-1"]) {
      const missing = await detail.loader(get(id, cookies.admin)).catch((e: unknown) => e);
      expect((missing as Response).status).toBe(404);
    }
  });

  it("deletes a draft from its page and lands on the list with a notice; a placed order's page refuses it", async () => {
    const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
    const { id } = await shop.services.orders.saveDraft(null, null, {
      email: "ada@example.com",
      items: [{ productId: shop.ids.get("kettle")!, quantity: 1 }],
      billing,
      shipping: null,
      shippingMethod: "flat",
      paymentMethod: "bacs",
    });
    const draft = (await shop.services.orders.get(id))!;
    const answer = (await detail.action(post(id, { intent: "delete-draft", version: String(draft.version) }, cookies.admin))) as unknown as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/orders");
    expect(await shop.services.orders.get(id)).toBeNull();

    const order = await placeOrder();
    const refused = (await detail.action(post(order.id, { intent: "delete-draft", version: String(order.version) }, cookies.admin))) as unknown as {
      init: { status: number };
      data: { problem: { message: string } };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.problem.message).toMatch(/draft/);
    expect(await shop.services.orders.get(order.id)).not.toBeNull();
  });
});
