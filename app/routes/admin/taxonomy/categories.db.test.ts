/**
 * The categories page's action called as React Router calls it, with the real services: the form posts a
 * browser without JavaScript sends (POST → redirect → GET) and a refused form's 400 with its field errors.
 */
import { describe, expect, it } from "vitest";
import { customerRoles } from "../../../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { action, loader } from "./categories.tsx";

const PASSWORD = "categories-page-password";
const shop = withShopServices(async ({ services, database }) => {
  const { customer } = await services.accounts.register(null, { email: "manager@example.com", password: PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
});

async function post(fields: Record<string, string>) {
  const { token } = await shop.services.accounts.login(null, { email: "manager@example.com", password: PASSWORD }, { address: "198.51.100.1" });
  const request = new Request("http://shop.test/admin/categories", {
    method: "POST",
    headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    return (await action(routeArgs(request, shop.services) as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

/** The slugs of the top-level categories, in order. */
const topLevel = async () => {
  const all = await shop.services.taxonomy.categories.list();
  return all.filter((category) => category.parentId === null).map((category) => category.slug);
};

describe("the categories page's action", () => {
  it("moves a category down with a plain form post and redirects to the page with a saved notice", async () => {
    const kitchen = (await shop.services.taxonomy.categories.list()).find((category) => category.slug === "kitchen")!;
    const before = await topLevel();
    const answer = (await post({ intent: "move", id: String(kitchen.id), direction: "down" })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/categories?saved=moved");
    const after = await topLevel();
    expect(after.indexOf("kitchen")).toBe(before.indexOf("kitchen") + 1);
  });

  it("answers a refused form 400 with the error beside the field and what was typed", async () => {
    const answer = (await post({ intent: "create", name: "", slug: "Bad Slug!", parentId: "" })) as {
      data: { problem: { fields: Record<string, string>; values: Record<string, string> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(Object.keys(answer.data.problem.fields).sort()).toEqual(["name", "slug"]);
    expect(answer.data.problem.values.slug).toBe("Bad Slug!");
  });

  it("answers 404 for a category to edit that does not exist", async () => {
    const { token } = await shop.services.accounts.login(null, { email: "manager@example.com", password: PASSWORD }, { address: "198.51.100.1" });
    const request = new Request("http://shop.test/admin/categories?edit=999999", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const answer = await loader(routeArgs(request, shop.services) as never).catch((thrown: unknown) => thrown);
    expect(answer).toMatchObject({ init: { status: 404 } });
  });
});
