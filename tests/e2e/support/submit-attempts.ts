import type { Locator } from "@playwright/test";

type Attempt = "invalid" | "submit";

/**
 * Records what a form does when it is sent from now on: `invalid` for each field the browser's own
 * validation refuses, `submit` when it goes ahead. A refused form fires no `submit` at all, so nothing is
 * posted, with the page's script or without. Both are dispatched while the click is handled, so once an
 * `invalid` is in the record, that attempt's outcome is final.
 */
export async function recordSubmitAttempts(form: Locator): Promise<() => Promise<Attempt[]>> {
  await form.evaluate((element) => {
    const attempts: Attempt[] = [];
    // `invalid` does not bubble: the form hears it on the way down, in the capture phase.
    element.addEventListener("invalid", () => attempts.push("invalid"), true);
    element.addEventListener("submit", () => attempts.push("submit"), true);
    (element as unknown as { submitAttempts: Attempt[] }).submitAttempts = attempts;
  });
  return () => form.evaluate((element) => [...(element as unknown as { submitAttempts: Attempt[] }).submitAttempts]);
}
