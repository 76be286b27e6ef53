import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTS_PER_PAGE } from "../../../domain/catalog/listing.ts";
import type { ListingQuery, SortKey, TermFilter } from "../../../domain/catalog/types.ts";
import type { Database } from "../../db/connect.ts";
import { FIXTURE_PUBLISHED, seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { type CatalogService, createCatalogService } from "./index.ts";

let database: Database;
let catalog: CatalogService;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  catalog = createCatalogService(database.db);
});
afterAll(() => database?.close());

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ page: 1, perPage: PRODUCTS_PER_PAGE, sort: "default", filters: [], ...over });
const slugs = async (over: Partial<ListingQuery> = {}) => (await catalog.listProducts(query(over))).items.map((p) => p.slug);
const colour = (terms: string[], operator: TermFilter["operator"]): TermFilter => ({ taxonomy: "colour", terms, operator });

describe(`catalogue service listProducts (${testDatabaseKind})`, () => {
  it("lists every published product, never a draft, with total, one page and the price bounds", async () => {
    const page = await catalog.listProducts(query());
    expect(page.items.map((p) => p.slug).sort()).toEqual([...FIXTURE_PUBLISHED].sort());
    expect(page).toMatchObject({ page: 1, perPage: PRODUCTS_PER_PAGE, total: 7, pageCount: 1, priceBounds: { min: 1000, max: 4000 } });
  });

  it("gives cards their prices, sale flag, rating and image", async () => {
    const { items } = await catalog.listProducts(query());
    const card = (slug: string) => items.find((p) => p.slug === slug)!;
    expect(card("green-shade")).toMatchObject({
      price: { min: 2500, max: 2500 },
      regularPrice: { min: 3000, max: 3000 },
      onSale: true,
      averageRating: 5,
      ratingCount: 1,
    });
    expect(card("variable-tee")).toMatchObject({ type: "variable", price: { min: 1800, max: 2200 } });
    expect(card("red-lamp").image).toMatchObject({ width: 1200, height: 1200, alt: "Red Lamp" });
    expect(card("kettle").image).toBeNull();
  });

  it.each<[SortKey, string[]]>([
    ["default", ["blue-lamp", "gift-set", "variable-tee", "apron", "kettle", "green-shade", "red-lamp"]],
    ["date", ["gift-set", "variable-tee", "apron", "kettle", "green-shade", "blue-lamp", "red-lamp"]],
    ["popularity", ["blue-lamp", "green-shade", "red-lamp", "apron", "kettle", "gift-set", "variable-tee"]],
    ["rating", ["green-shade", "red-lamp", "blue-lamp", "gift-set", "variable-tee", "apron", "kettle"]],
    ["price", ["red-lamp", "gift-set", "apron", "variable-tee", "blue-lamp", "green-shade", "kettle"]],
    ["price-desc", ["gift-set", "kettle", "green-shade", "variable-tee", "blue-lamp", "apron", "red-lamp"]],
  ])("sorts by %s, ties broken by id", async (sort, expected) => {
    expect(await slugs({ sort })).toEqual(expected);
  });

  it("pages through the sorted listing without gaps or repeats", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => catalog.listProducts(query({ sort: "price", perPage: 3, page }))));
    expect(pages.map((p) => p.items.map((i) => i.slug))).toEqual([["red-lamp", "gift-set", "apron"], ["variable-tee", "blue-lamp", "green-shade"], ["kettle"]]);
    expect(pages.map((p) => [p.total, p.pageCount])).toEqual([
      [7, 3],
      [7, 3],
      [7, 3],
    ]);
    expect((await catalog.listProducts(query({ perPage: 3, page: 4 }))).items).toEqual([]);
  });

  it.each<[string, TermFilter[], string[]]>([
    ["P-9-45 ~ (IN): any of the terms", [colour(["red", "green"], "IN")], ["green-shade", "kettle", "red-lamp", "variable-tee"]],
    ["P-9-44 + (AND): all of the terms", [colour(["red", "blue"], "AND")], ["kettle", "variable-tee"]],
    ["P-9-46 ! (NOT IN): none of the terms, products without the attribute included", [colour(["red"], "NOT IN")], ["apron", "blue-lamp", "gift-set"]],
    ["filters on two attributes all apply", [colour(["red"], "IN"), { taxonomy: "size", terms: ["m"], operator: "IN" }], ["kettle", "variable-tee"]],
    ["an AND naming an unknown term matches nothing", [colour(["red", "purple"], "AND")], []],
    ["an IN naming an unknown term uses the known ones", [colour(["blue", "purple"], "IN")], ["blue-lamp", "kettle", "variable-tee"]],
    ["an unknown attribute matches nothing", [{ taxonomy: "fabric", terms: ["silk"], operator: "IN" }], []],
  ])("filters by attribute terms: %s", async (_label, filters, expected) => {
    const page = await catalog.listProducts(query({ filters }));
    expect(page.items.map((p) => p.slug).sort()).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("counts facet terms over the listing, each attribute ignoring its own filter", async () => {
    const terms = async (filters: TermFilter[]) =>
      Object.fromEntries((await catalog.listProducts(query({ filters }))).facets.map((f) => [f.attribute, f.terms.map((t) => `${t.slug}:${t.count}`)]));
    expect(await terms([])).toEqual({ colour: ["red:4", "blue:3", "green:1"], size: ["s:2", "m:3", "l:2"] });
    expect(await terms([colour(["red"], "IN")])).toEqual({ colour: ["red:4", "blue:3", "green:1"], size: ["s:1", "m:2", "l:1"] });
    const facets = (await catalog.listProducts(query())).facets;
    expect(facets[0]).toMatchObject({ attribute: "colour", name: "Colour", swatchType: "color" });
    expect(facets[0]!.terms[0]).toEqual({ slug: "red", name: "RED", count: 4, color: "#cc0000" });
  });

  it("keeps a selected term in its facet when nothing is left to count", async () => {
    const { facets } = await catalog.listProducts(query({ q: "apron", filters: [colour(["green"], "IN")] }));
    expect(facets.find((f) => f.attribute === "colour")?.terms).toEqual([{ slug: "green", name: "GREEN", count: 0, color: "#00cc00" }]);
  });

  it("filters by price range overlap, inclusive, and reports bounds that ignore the price filter", async () => {
    const page = await catalog.listProducts(query({ minPrice: 2000, maxPrice: 2500 }));
    expect(page.items.map((p) => p.slug).sort()).toEqual(["blue-lamp", "gift-set", "green-shade", "variable-tee"]);
    expect(page.priceBounds).toEqual({ min: 1000, max: 4000 });
    expect(await slugs({ minPrice: 4000, sort: "price" })).toEqual(["gift-set", "kettle"]);
    expect(await slugs({ maxPrice: 999 })).toEqual([]);
  });

  it("scopes to a category and every category below it", async () => {
    expect((await slugs({ category: "lamps" })).sort()).toEqual(["blue-lamp", "red-lamp"]);
    expect((await slugs({ category: "lighting" })).sort()).toEqual(["blue-lamp", "green-shade", "red-lamp"]);
    expect((await slugs({ category: "home" })).sort()).toEqual(["blue-lamp", "gift-set", "green-shade", "red-lamp", "variable-tee"]);
    expect(await slugs({ category: "empty" })).toEqual([]);
    expect(await slugs({ category: "no-such-category" })).toEqual([]);
    expect((await catalog.listProducts(query({ category: "kitchen" }))).priceBounds).toEqual({ min: 1500, max: 4000 });
  });

  it("searches: an exact SKU first, then name matches, then description matches", async () => {
    expect(await slugs({ q: "lamp" })).toEqual(["apron", "blue-lamp", "red-lamp", "green-shade"]);
    expect(await slugs({ q: "LAMP" })).toEqual(["apron", "blue-lamp", "red-lamp", "green-shade"]);
  });

  it("searches SKUs by prefix, descriptions by stem, and finds nothing for an unknown word", async () => {
    expect((await slugs({ q: "lmp" })).sort()).toEqual(["blue-lamp", "red-lamp"]);
    expect(await slugs({ q: "whistle" })).toEqual(["kettle"]);
    const none = await catalog.listProducts(query({ q: "xylophone" }));
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1, facets: [], priceBounds: { min: 0, max: 0 } });
  });

  it("matches the start of words: a name, a description, several words at once", async () => {
    expect(await slugs({ q: "lam" })).toEqual(await slugs({ q: "lamp" }));
    expect(await slugs({ q: "whis" })).toEqual(["kettle"]);
    expect(await slugs({ q: "re la" })).toEqual(["red-lamp"]);
    expect(await slugs({ q: "ket' OR 1=1 --" })).toEqual([]);
  });

  it("takes search syntax and LIKE wildcards literally", async () => {
    expect(await slugs({ q: '"red lamp" -blue' })).toEqual(["red-lamp"]);
    expect(await slugs({ q: "%" })).toEqual([]);
    expect(await slugs({ q: "lmp_00" })).toEqual([]);
    expect(await slugs({ q: "& | ! ( ) : *" })).toEqual([]);
  });

  it("sorts search results by the asked order when one is given", async () => {
    expect(await slugs({ q: "lamp", sort: "price" })).toEqual(["red-lamp", "apron", "blue-lamp", "green-shade"]);
  });

  it("combines search, category, filters and price", async () => {
    const page = await catalog.listProducts(query({ q: "lamp", category: "lighting", filters: [colour(["red"], "IN")], minPrice: 1000, maxPrice: 3000 }));
    expect(page.items.map((p) => p.slug)).toEqual(["red-lamp", "green-shade"]);
  });
});

describe(`catalogue service categories (${testDatabaseKind})`, () => {
  it("counts published products in each category and every category below it, once each", async () => {
    const list = await catalog.listCategories();
    expect(list.map((c) => [c.slug, c.productCount])).toEqual([
      ["home", 5],
      ["lamps", 2],
      ["lighting", 3],
      ["kitchen", 2],
      ["empty", 0],
    ]);
    const home = list.find((c) => c.slug === "home")!;
    expect(list.find((c) => c.slug === "lighting")?.parentId).toBe(home.id);
  });

  it("counts a search's products in each category and those below it, as the category page with that search lists them", async () => {
    for (const search of [{ q: "lamp" }, { q: "lamp", filters: [colour(["red"], "IN")] }, { q: "kettle" }]) {
      const counts = await catalog.searchCategoryCounts(query({ ...search, category: "kitchen" }));
      for (const category of await catalog.listCategories()) {
        const { total } = await catalog.listProducts(query({ ...search, category: category.slug }));
        expect(counts[category.slug] ?? 0, `${search.q} in ${category.slug}`).toBe(total);
      }
    }
    expect(await catalog.searchCategoryCounts(query({ q: "lamp" }))).toEqual({ home: 3, lighting: 3, lamps: 2, kitchen: 1 });
  });

  it("finds a category by slug, or null", async () => {
    expect(await catalog.getCategory("lamps")).toMatchObject({ slug: "lamps", name: "Lamps", productCount: 2 });
    expect(await catalog.getCategory("nope")).toBeNull();
  });
});
