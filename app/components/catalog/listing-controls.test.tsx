// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Facet, ListingQuery } from "../../../domain/catalog/types.ts";
import { FacetFilters } from "./facet-filters.tsx";
import { PaginationNav } from "./pagination-nav.tsx";
import { inRouter } from "./test-router.tsx";

afterEach(cleanup);

const base: ListingQuery = { page: 1, perPage: 12, sort: "default", filters: [] };

describe("PaginationNav", () => {
  it("marks the current page and links its neighbours with rel prev and next", () => {
    render(inRouter(<PaginationNav path="/shop" query={{ ...base, page: 6, sort: "price" }} pageCount={20} />));
    const current = screen.getByRole("link", { name: "Page 6" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("rel")).toBe("prev");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/shop?sort=price&e-page-shop=7");
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/shop?sort=price");
    expect(screen.queryByRole("link", { name: "Page 2" })).toBeNull();
  });

  it("is absent for a single page", () => {
    const { container } = render(inRouter(<PaginationNav path="/shop" query={base} pageCount={1} />));
    expect(container.querySelector("nav")).toBeNull();
  });
});

describe("FacetFilters", () => {
  const colour: Facet = {
    attribute: "colour",
    name: "Colour",
    swatchType: "color",
    terms: [
      { slug: "red", name: "Red", count: 4, color: "#c0392b" },
      { slug: "blue", name: "Blue", count: 2, color: "red; background:url(x)" },
      { slug: "green", name: "Green", count: 0, color: "#2e7d32" },
    ],
  };

  it("P-3-41 links each term to the query that toggles it and marks the selected one", () => {
    const query: ListingQuery = { ...base, page: 2, filters: [{ taxonomy: "colour", terms: ["red"], operator: "IN" }] };
    render(inRouter(<FacetFilters path="/shop" query={query} facets={[colour]} />));
    const red = screen.getByRole("link", { name: /^Red/ });
    const blue = screen.getByRole("link", { name: /^Blue/ });
    expect(red.getAttribute("aria-current")).toBe("true");
    expect(red.getAttribute("href")).toBe("/shop");
    expect(blue.getAttribute("aria-current")).toBeNull();
    expect(blue.getAttribute("href")).toBe("/shop?e-filter-shop-colour=red~blue");
  });

  it("hides terms no product offers and refuses unsafe swatch colours", () => {
    const { container } = render(inRouter(<FacetFilters path="/shop" query={base} facets={[colour]} />));
    expect(screen.queryByRole("link", { name: /^Green/ })).toBeNull();
    const swatches = container.querySelectorAll<HTMLElement>(".facet__swatch");
    expect(swatches).toHaveLength(1);
    expect(swatches[0]!.style.getPropertyValue("--swatch")).toBe("#c0392b");
  });
});
