import { describe, expect, it } from "vitest";
import { currentMenuItemId, type MenuTreeItem } from "./current-menu-item.ts";

const item = (id: number, url: string, children: MenuTreeItem[] = []): MenuTreeItem => ({ id, url, children });

/** The demo shop's primary menu (server/db/seed/menus.ts), with the same links. */
const PRIMARY: MenuTreeItem[] = [
  item(1, "/shop"),
  item(2, "/shop", [item(21, "/category/lighting", [item(211, "/category/lamps")]), item(22, "/category/apparel")]),
  item(3, "/category/lighting"),
  item(4, "/category/apparel"),
  item(5, "/search?q=linen"),
  item(6, "/about"),
  item(7, "https://example.com/shop"),
];

const at = (url: string) => {
  const { pathname, search } = new URL(url, "http://shop.test");
  return currentMenuItemId(PRIMARY, { pathname, search });
};

describe("currentMenuItemId", () => {
  it.each([
    ["a search for something else marks no item (not the linen edit)", "/search?q=shirt", null],
    ["a search with no query marks no item", "/search", null],
    ["the linen search marks the linen edit", "/search?q=linen", 5],
    ["the linen search sorted by price still does", "/search?q=linen&sort=price", 5],
    ["/shop marks Shop only, not Collections too (the first of equal links)", "/shop", 1],
    ["/shop with filters and a page is still the shop", "/shop?sort=price&e-page-shop=2", 1],
    ["a trailing slash is the same page", "/shop/", 1],
    ["a category marks its top-level item over the same link in the mega panel", "/category/lighting", 3],
    ["a category only the mega panel links to marks that link", "/category/lamps", 211],
    ["a product page no menu links to marks nothing", "/product/brass-pen", null],
    ["a path that only starts like a menu link is not it", "/shopping", null],
    ["the home page marks nothing when no item links to it", "/", null],
  ])("%s", (_name, url, expected) => {
    expect(at(url)).toBe(expected);
  });

  it("prefers the link naming more of the current query's parameters", () => {
    const items = [item(1, "/search?q=linen"), item(2, "/search?q=linen&category=home")];
    expect(currentMenuItemId(items, { pathname: "/search", search: "?category=home&q=linen" })).toBe(2);
    expect(currentMenuItemId(items, { pathname: "/search", search: "?q=linen" })).toBe(1);
  });

  it("ignores links to other sites and protocol-relative links", () => {
    expect(currentMenuItemId([item(1, "//evil.test/shop"), item(2, "https://example.com/shop")], { pathname: "/shop", search: "" })).toBeNull();
  });
});
