import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery, SortKey } from "../../../domain/catalog/types.ts";
import type { Database } from "../../db/connect.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { listingConditions } from "./listing-conditions.ts";
import { pageStrategy, queryPageCards } from "./listing-page.ts";
import { loadVocabulary } from "./vocabulary.ts";

describe("pageStrategy", () => {
  const page = (n: number) => ({ page: n, perPage: 12 });

  it("walks a listing index while matches are common", () => {
    expect(pageStrategy(page(3), 28_889, 100_000)).toBe("index-order");
    expect(pageStrategy(page(1), 100_000, 100_000)).toBe("index-order");
    expect(pageStrategy(page(1), 3_333, 100_000)).toBe("index-order");
  });

  it("collects the matches first when few products match or the page is deep into a narrow listing", () => {
    expect(pageStrategy(page(1), 0, 100_000)).toBe("collect-first");
    expect(pageStrategy(page(1), 100, 100_000)).toBe("collect-first");
    expect(pageStrategy(page(40), 3_333, 100_000)).toBe("collect-first");
  });
});

describe(`queryPageCards finds the same page either way (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogueFixture(database.db);
  });
  afterAll(() => database?.close());

  const cases: [string, Partial<ListingQuery>][] = [
    ["everything", {}],
    ["a colour filter", { filters: [{ taxonomy: "colour", terms: ["red", "blue"], operator: "IN" }] }],
    ["all of two colours", { filters: [{ taxonomy: "colour", terms: ["red", "blue"], operator: "AND" }] }],
    ["none of a colour, in a category", { category: "home", filters: [{ taxonomy: "colour", terms: ["red"], operator: "NOT IN" }] }],
    ["a price range and a search", { q: "lamp", minPrice: 1500, maxPrice: 4000 }],
    ["the second page", { perPage: 3, page: 2 }],
  ];
  const sorts: SortKey[] = ["default", "price", "price-desc", "popularity", "rating", "date"];

  it.each(cases)("%s", async (_name, over) => {
    const vocabulary = await loadVocabulary(database.db);
    for (const sort of sorts) {
      const query: ListingQuery = { page: 1, perPage: 12, filters: [], ...over, sort };
      const conditions = listingConditions(query, vocabulary);
      const walked = await queryPageCards(database.db, query, conditions, "index-order");
      const collected = await queryPageCards(database.db, query, conditions, "collect-first");
      expect(collected.map((c) => c.slug)).toEqual(walked.map((c) => c.slug));
    }
  });
});
