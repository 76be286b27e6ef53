// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inRouter } from "../../catalog/test-router.tsx";
import { ProductListPager, type PagerPage } from "./product-list-pager.tsx";

afterEach(cleanup);

const page = (overrides: Partial<PagerPage>): PagerPage => ({ page: 1, perPage: 25, total: 80, capped: false, next: null, previous: null, ...overrides });
const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("ProductListPager", () => {
  it("links Next and Last from the first page, keeping the filters and sort", () => {
    render(inRouter(<ProductListPager page={page({ next: "7:Lamp" })} />, "/admin/products?type=simple&sort=name"));
    expect(screen.getByText("80 products · page 1 of 4")).toBeTruthy();
    expect(hrefOf("Next")).toBe("/admin/products?type=simple&sort=name&page=2&after=7%3ALamp");
    expect(hrefOf("Last")).toBe("/admin/products?type=simple&sort=name&page=4&before=end");
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
  });

  it("links Previous with the first row shown, and First without any position, deeper in the list", () => {
    render(inRouter(<ProductListPager page={page({ page: 3, next: "9:Mug", previous: "4:Kettle" })} />, "/admin/products?sort=name&page=3&after=2%3AHat"));
    expect(hrefOf("Previous")).toBe("/admin/products?sort=name&page=2&before=4%3AKettle");
    expect(hrefOf("First")).toBe("/admin/products?sort=name");
    expect(hrefOf("Next")).toBe("/admin/products?sort=name&page=4&after=9%3AMug");
  });

  it("goes back to the plain address from page 2, and says about for an estimated total", () => {
    render(inRouter(<ProductListPager page={page({ page: 2, total: 8_227, capped: true, previous: "4:Kettle" })} />, "/admin/products?page=2&after=1%3AA"));
    expect(hrefOf("Previous")).toBe("/admin/products");
    expect(screen.getByText("about 8,200 products · page 2 of about 330")).toBeTruthy();
  });
});
