// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeaderRows } from "../../../domain/shell/header-layout.ts";
import { FALLBACK_HEADER_SETTINGS } from "../../lib/shell-fallback.ts";
import { inRouter } from "../catalog/test-router.tsx";
import type { NavItem } from "./menu-types.ts";
import { SiteHeader } from "./site-header.tsx";

// The stored cart asks the server for the cart once the header runs: there is no server here.
beforeEach(() => vi.stubGlobal("fetch", async () => new Response("{}", { status: 503 })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (id: number, label: string, url: string): NavItem => ({ id, label, url, mega: null, children: [] });
const menus = { primary: [link(1, "Shop", "/shop")], secondary: [link(2, "Delivery", "/delivery")] };
const empty = { left: [], center: [], right: [] };
const desktop: HeaderRows = {
  above: {
    left: [{ type: "html", text: "Call <b>us</b>", link: { text: "Contact", url: "/about" } }],
    center: [{ type: "menu", menu: "secondary" }],
    right: [{ type: "social", links: [{ network: "instagram", url: "https://instagram.com/vitrine" }] }],
  },
  primary: {
    left: [{ type: "logo" }],
    center: [{ type: "button", label: "Gift cards", url: "/shop" }],
    right: [{ type: "search" }, { type: "account" }, { type: "cart" }],
  },
  below: { left: [{ type: "menu", menu: "primary" }], center: [], right: [] },
};
const mobile: HeaderRows = {
  above: empty,
  primary: { left: [{ type: "mobile-menu" }, { type: "logo" }], center: [], right: [{ type: "search" }, { type: "account" }, { type: "cart" }] },
  below: empty,
};

function renderHeader() {
  const settings = { ...FALLBACK_HEADER_SETTINGS, searchStyle: "header-cover" as const, layout: { desktop, mobile } };
  const header = <SiteHeader settings={settings} menus={menus} cartCount={0} customer={null} palette={{ isDarkPalette: false, forceReload: false }} />;
  return render(inRouter(header, "/"));
}

describe("SiteHeader", () => {
  it("S-2-19 S-2-20 S-2-21 S-2-22 S-2-23 renders a desktop and a mobile variant, each with its non-empty rows in order", () => {
    const { container } = renderHeader();
    const rowsOf = (device: string) =>
      [...container.querySelectorAll(`.site-header__device--${device} [data-header-row]`)].map((row) => row.getAttribute("data-header-row"));
    expect(rowsOf("desktop")).toEqual(["above", "primary", "below"]);
    expect(rowsOf("mobile")).toEqual(["primary"]);
    expect(container.querySelectorAll(".header-row__slot")).toHaveLength(12);
  });

  it("keeps ids unique and renders what the actions open once, though both variants hold search, account and cart", () => {
    const { container } = renderHeader();
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(container.querySelectorAll('[data-testid="login-panel"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-testid="mini-cart"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-testid="mini-cart-widget"]')).toHaveLength(2);
  });

  it("shows the html item as text, names its menus by location and its social icons by network", () => {
    const { container } = renderHeader();
    const above = within(container.querySelector<HTMLElement>('.site-header__device--desktop [data-header-row="above"]')!);
    expect(above.getByText("Call <b>us</b>", { exact: false })).toBeTruthy();
    expect(container.querySelector(".header-html b")).toBeNull();
    expect(above.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/about");
    expect(above.getByRole("navigation", { name: "Secondary" })).toBeTruthy();
    expect(above.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe("https://instagram.com/vitrine");
    expect(screen.getByRole("link", { name: "Gift cards" }).className).toContain("button");
    // The phone menu's panel is named "Primary" too; only one of the two variants is ever on screen.
    const below = within(container.querySelector<HTMLElement>('.site-header__device--desktop [data-header-row="below"]')!);
    expect(below.getByRole("navigation", { name: "Primary" })).toBeTruthy();
  });
});
