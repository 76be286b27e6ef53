// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inRouter } from "../catalog/test-router.tsx";
import type { NavItem } from "./menu-types.ts";
import { PrimaryNav } from "./primary-nav.tsx";

const item = (id: number, label: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  label,
  url: `/${label.toLowerCase()}`,
  mega: null,
  children: [],
  ...extra,
});

const ITEMS: NavItem[] = [
  item(1, "Shop", { children: [item(2, "Lamps"), item(3, "Chairs")] }),
  item(4, "Collections", { mega: { width: "custom" }, children: [item(5, "Kitchen", { children: [item(6, "Mugs")] })] }),
  item(7, "Broken", { options: "{not json" }),
];

beforeAll(() => {
  // happy-dom has no modal dialogs: enough of one for the alert to open.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  delete document.body.dataset.editor;
});

describe("PrimaryNav", () => {
  it("gives each parent a link and a button that controls its submenu or mega panel", async () => {
    render(inRouter(<PrimaryNav items={ITEMS} label="Secondary" editor={false} />));
    const nav = screen.getByRole("navigation", { name: "Secondary" });
    await waitFor(() => expect(nav.hasAttribute("data-enhanced")).toBe(true));
    expect(screen.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe("/shop");
    const button = screen.getByRole("button", { name: "Show submenu for Shop" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.className).toBe("submenu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.closest("li")!.classList.contains("is-open")).toBe(true);
    fireEvent.keyDown(screen.getByRole("link", { name: "Lamps" }), { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    const mega = document.getElementById(screen.getByRole("button", { name: "Show submenu for Collections" }).getAttribute("aria-controls")!)!;
    expect(mega.dataset.megaWidth).toBe("custom");
    expect(mega.dataset.megaCustomWidth).toBe("1200");
    expect(screen.getByRole("link", { name: "Broken" }).closest("li")!.dataset.menuOptions).toBe("{not json");
  });

  it("S-8-17 alerts an editor, and nobody else, to options that are not JSON", async () => {
    const { unmount } = render(inRouter(<PrimaryNav items={[item(10, "Guest view", { options: "{" })]} />));
    await waitFor(() => expect(screen.getByRole("navigation").hasAttribute("data-enhanced")).toBe(true));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    unmount();
    document.body.dataset.editor = "true";
    render(inRouter(<PrimaryNav items={[item(11, "Editor view", { options: "{" })]} />));
    const alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain("“Editor view”");
  });
});
