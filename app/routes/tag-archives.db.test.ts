/**
 * The tag and attribute-term archives (`/tag/:slug`, `/attribute/:attribute/:term`), called as React Router
 * calls their loaders, through the real catalogue service on a fresh database holding the catalogue fixture
 * with tags added: sorting, filters and paging as on a category, and 404 for a slug that names nothing.
 */
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { productTags, tags } from "../../server/db/schema/index.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as termRoute from "./attribute-term.tsx";
import * as tagRoute from "./tag.tsx";

const shop = withShopServices(async ({ database, ids }) => {
  const [lightRow] = await database.db
    .insert(tags)
    .values([
      { slug: "bright", name: "Bright ideas" },
      { slug: "unused", name: "Nobody wears this" },
    ])
    .returning({ id: tags.id });
  const bright = ["red-lamp", "blue-lamp", "green-shade", "kettle", "draft-lamp"];
  await database.db.insert(productTags).values(bright.map((slug) => ({ productId: ids.get(slug)!, tagId: lightRow!.id })));
});

const request = (path: string) => new Request(`http://shop.test${path}`, { headers: { host: "shop.test" } });
const tagPage = (slug: string, search = "") => tagRoute.loader(routeArgs(request(`/tag/${slug}${search}`), shop.services, { params: { slug } }) as never);
const termPage = (attribute: string, term: string, search = "") =>
  termRoute.loader(routeArgs(request(`/attribute/${attribute}/${term}${search}`), shop.services, { params: { attribute, term } }) as never);

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (isRouteErrorResponse(thrown)) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe(`tag and attribute-term archives (${testDatabaseKind})`, () => {
  it("lists a tag's published products under the tag's name, never a draft", async () => {
    const page = await tagPage("bright");
    expect(page.archive).toEqual({ kind: "tag", name: "Bright ideas" });
    expect(page.path).toBe("/tag/bright");
    expect(page.listing.items.map((p) => p.slug).sort()).toEqual(["blue-lamp", "green-shade", "kettle", "red-lamp"]);
    expect(page.listing.total).toBe(4);
  });

  it("sorts and pages a tag archive as the shop does", async () => {
    const first = await tagPage("bright", "?sort=price&perPage=3");
    const second = await tagPage("bright", "?sort=price&perPage=3&e-page-shop=2");
    expect(first.listing.items.map((p) => p.slug)).toEqual(["red-lamp", "blue-lamp", "green-shade"]);
    expect(second.listing.items.map((p) => p.slug)).toEqual(["kettle"]);
    expect([first.listing.pageCount, second.query.page]).toEqual([2, 2]);
  });

  it("filters a tag archive by attribute terms and price, its facets counting the tag's products only", async () => {
    const blue = await tagPage("bright", "?e-filter-shop-colour=blue");
    expect(blue.listing.items.map((p) => p.slug).sort()).toEqual(["blue-lamp", "kettle"]);
    const cheap = await tagPage("bright", "?maxPrice=20");
    expect(cheap.listing.items.map((p) => p.slug).sort()).toEqual(["blue-lamp", "red-lamp"]);
    const colours = blue.listing.facets.find((f) => f.attribute === "colour")!;
    expect(Object.fromEntries(colours.terms.map((t) => [t.slug, t.count]))).toEqual({ red: 3, blue: 2, green: 1 });
  });

  it("lists an attribute term's products under 'Attribute: term', with sorting and paging", async () => {
    const page = await termPage("size", "m", "?sort=price-desc");
    expect(page.archive).toEqual({ kind: "term", name: "M", attributeName: "Size" });
    expect(page.path).toBe("/attribute/size/m");
    expect(page.listing.items.map((p) => p.slug)).toEqual(["kettle", "variable-tee", "apron"]);
    const paged = await termPage("colour", "red", "?sort=price&perPage=2&e-page-shop=2");
    expect(paged.listing.items.map((p) => p.slug)).toEqual(["green-shade", "kettle"]);
  });

  it("shows a known tag no product carries as an empty archive", async () => {
    const page = await tagPage("unused");
    expect(page.listing.total).toBe(0);
  });

  it.each([
    ["an unknown tag", () => tagPage("no-such-tag")],
    ["a malformed tag", () => tagPage("Bad Tag")],
    ["an unknown term", () => termPage("colour", "chartreuse")],
    ["an unknown attribute", () => termPage("flavour", "red")],
    ["a term of another attribute", () => termPage("size", "red")],
  ])("answers 404 for %s", async (_name, open) => {
    expect(await statusOf(open())).toBe(404);
  });

  it("answers 404 for a page past a tag archive's last", async () => {
    expect(await statusOf(tagPage("bright", "?e-page-shop=3&perPage=3"))).toBe(404);
  });
});
