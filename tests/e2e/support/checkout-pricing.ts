import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/**
 * The checkout prices the address again when the shopper leaves its postcode (as `fillAddress` types it,
 * then the e-mail field takes the focus). Call this before typing; await what it answers before choosing a
 * payment method or placing the order: it waits for that price to come back and be on screen (the order
 * review is `aria-busy` until then). Until then the new price can still re-render the choices under a click.
 */
export function addressPriced(page: Page): () => Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/checkout.data" && response.request().method() === "GET" && url.searchParams.has("postcode");
  });
  return async () => {
    await answered;
    await expect(page.locator(".order-review")).not.toHaveAttribute("aria-busy");
  };
}
