/**
 * The order documents' print flow under test: the document URLs answered by the test (page.route), the
 * browser's print dialog replaced by a recorder in every page and frame, and the pages that show links.
 */
import type { BrowserContext, Page, Route } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { logInThroughApi, PEN, productId } from "./checkout.ts";

export const DOCUMENT_URLS = /\/account\/orders\/\d+\/documents\//;
export const DEMO_CUSTOMER = "customer@vitrine.test";

export type PrintCall = { url: string; at: number };

/**
 * Replaces window.print in every page and frame of the context (popups and their hidden frames too) with
 * a recorder; answers the calls seen, with the page's own clock time of each.
 */
export async function recordPrints(context: BrowserContext): Promise<PrintCall[]> {
  const calls: PrintCall[] = [];
  await context.exposeBinding("__vitrinePrinted", (_source, url: string, at: number) => {
    calls.push({ url, at });
  });
  await context.addInitScript(() => {
    const own = window as Window & { __vitrinePrinted?: (url: string, at: number) => Promise<void> };
    window.print = () => {
      // A frame may not have the binding yet: its parent window does.
      const record = own.__vitrinePrinted ?? (window.parent as typeof own).__vitrinePrinted;
      void record?.(location.href, Date.now());
    };
  });
  return calls;
}

export type DocumentAnswer = { status?: number; contentType?: string; body?: string } | "abort";

/** Answers every document URL of the context with `answer` (by request, so a test may vary it), and records them. */
export async function answerDocuments(context: BrowserContext, answer: (url: URL) => DocumentAnswer | Promise<DocumentAnswer>) {
  const requests: { url: string; method: string; body: string | null }[] = [];
  await context.route(DOCUMENT_URLS, async (route: Route) => {
    const request = route.request();
    requests.push({ url: request.url(), method: request.method(), body: request.postData() });
    const given = await answer(new URL(request.url()));
    if (given === "abort") return route.abort("failed");
    await route.fulfill({ status: given.status ?? 200, contentType: given.contentType ?? "text/html; charset=utf-8", body: given.body ?? "" });
  });
  return requests;
}

/** A printable stand-in for a document, named after its kind. */
export function documentHtml(url: URL): string {
  const kind = url.pathname.split("/").at(-1);
  return `<!doctype html><html><head><title>Document ${kind}</title></head><body><h1 data-test-document>${kind} for the test</h1></body></html>`;
}

/** Signs the demo customer in and answers the id of their order with this status ("Completed" has a refund; "On hold" is unpaid). */
export async function demoCustomerOrder(page: Page, status: "Completed" | "On hold" | "Processing"): Promise<string> {
  await logInThroughApi(page, DEMO_CUSTOMER);
  await page.goto("/account/orders");
  const row = page.locator(".account-orders tbody tr", { has: page.locator(".order-status", { hasText: status }) }).first();
  const href = await row
    .getByRole("link", { name: /^#\d+$/ })
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/account\/orders\/\d+$/);
  return href!.split("/").at(-1)!;
}

/** Opens an order's page and waits until its print links are taken over by the print flow. */
export async function openOrderDocuments(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("[data-document-links][data-enhanced]")).toBeAttached({ timeout: 20_000 });
}

/** Places a guest's order through the JSON API (the page's context holds no login); answers its order-received path. */
export async function guestOrderPath(page: Page): Promise<string> {
  const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
  const pen = await productId(page, PEN);
  expect((await page.request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: pen, quantity: 1 } })).ok()).toBe(true);
  const billing = { firstName: "Gus", lastName: "Guest", country: "IE", address1: "9 Shop Street", city: "Galway", postcode: "H91 X2K3" };
  const placed = await page.request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": `e2e-docs-${Date.now()}-${Math.random()}` },
    data: { email: `guest-docs-${Date.now()}@example.test`, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { redirect: string }).redirect;
}

/** Changes the page's document settings object (§3), as a page that supplied other settings would. */
export async function changeDocumentSettings(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.evaluate((fields) => {
    const own = window as unknown as { documentSettings: Record<string, unknown> };
    const current = own.documentSettings;
    own.documentSettings = { ...current, ...fields, msgs: { ...(current.msgs as object), ...((fields.msgs as object) ?? {}) } };
  }, change);
}

/** The print link of a kind (the first, for credit notes). */
export const printLink = (page: Page, kind: string) => page.locator(`a[data-document-link][data-kind="${kind}"]`).first();
