// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoreNoticeView } from "../../../domain/store-notice/settings.ts";
import { inRouter } from "../catalog/test-router.tsx";
import { ComingSoonBanner, StoreNotice } from "./store-notice.tsx";

const notice: StoreNoticeView = {
  id: "k3x9a",
  text: "Free shipping on orders over €60.",
  link: { text: "Shop now", url: "/shop?sort=date" },
  colours: { background: "#1d1d1f", text: "#ffffff" },
  position: "bottom",
};

let calls: { url: string; init?: RequestInit }[] = [];
beforeEach(() => {
  calls = [];
  document.documentElement.removeAttribute("data-store-notice");
  document.documentElement.removeAttribute("data-coming-soon-banner");
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    return new Response(JSON.stringify(url === "/api/nonce" ? { nonce: "n1" } : { dismissed: "store-notice" }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of ["store_noticek3x9a", "coming_soon_banner_dismissed"]) document.cookie = `${name}=; path=/; max-age=0`;
});

describe("StoreNotice", () => {
  it("S-2-40 is a named region in its colours and position, with its link and a dismiss form that works without JavaScript", () => {
    render(inRouter(<StoreNotice notice={notice} hasSession={false} />, "/category/textiles?sort=price"));
    const region = screen.getByRole("region", { name: "Store notice" });
    expect(region.className).toContain("store-notice--bottom");
    expect(region.getAttribute("data-notice-id")).toBe("k3x9a");
    expect(region.getAttribute("data-dismiss-url")).toBe("/api/store-notice/dismiss");
    expect(region.getAttribute("style")).toContain("--notice-bg: #1d1d1f");
    expect(screen.getByRole("link", { name: "Shop now" }).getAttribute("href")).toBe("/shop?sort=date");
    const form = region.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/store-notice/dismiss");
    expect(Object.fromEntries(new FormData(form))).toEqual({ notice: "k3x9a", return_to: "/category/textiles?sort=price" });
  });

  it("S-4-39 S-3-47 a visitor without a session: hidden at once, cookie written, no call (no session made for it)", async () => {
    render(inRouter(<StoreNotice notice={notice} hasSession={false} />));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(document.documentElement.getAttribute("data-store-notice")).toBe("dismissed");
    expect(document.cookie).toContain("store_noticek3x9a=hidden");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });

  it("S-4-41 S-7-11 S-7-13 a visitor with a session: the call goes to the banner's URL with the nonce and the notice's id", async () => {
    render(inRouter(<StoreNotice notice={notice} hasSession />));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(document.documentElement.getAttribute("data-store-notice")).toBe("dismissed");
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(["/api/nonce", "/api/store-notice/dismiss"]));
    const dismissal = calls[1]!.init!;
    expect(dismissal.method).toBe("POST");
    expect((dismissal.headers as Record<string, string>)["x-vitrine-nonce"]).toBe("n1");
    expect(JSON.parse(String(dismissal.body))).toEqual({ notice: "k3x9a" });
  });
});

describe("ComingSoonBanner", () => {
  it("S-7-12 sends call 4's payload and writes its own cookie", async () => {
    render(inRouter(<ComingSoonBanner />));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(document.documentElement.getAttribute("data-coming-soon-banner")).toBe("dismissed");
    expect(document.cookie).toContain("coming_soon_banner_dismissed=yes");
    // The page keeps the nonce it fetched once (api-client), so the call may go alone.
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/store-notice/dismiss"));
    expect(JSON.parse(String(calls.at(-1)!.init!.body))).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
  });
});
