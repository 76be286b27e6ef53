/**
 * The `test` every spec imports. It fails a test on any browser `console.error` or uncaught page error,
 * with one exception: the console line Chromium itself writes when a document the test navigated to
 * answers 4xx/5xx ("Failed to load resource: … status of 404"). That status is what a 404 test asserts,
 * not a fault of the page; any other failed resource still fails the test, unless the test names its
 * path in an `EXPECTED_FAILED_RESOURCE` annotation (a test of how the page handles a failing call).
 *
 * Each test also speaks from its own client address (X-Forwarded-For, which the e2e server trusts from
 * loopback), as real shoppers do: the per-address limits (e-mail check, login failures) then count one
 * test's requests, never the whole suite's, and a test that trips one cannot throttle another.
 */
import { createHash } from "node:crypto";
import { test as base, expect, type TestInfo } from "@playwright/test";

type ConsoleError = { text: string; url: string };

/** A stable private address per test and retry, in 10.0.0.0/8. */
export function clientAddressOf(testInfo: TestInfo): string {
  const digest = createHash("sha256").update(`${testInfo.project.name}|${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`).digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2]! % 254) + 1}`;
}

/** Annotation type: its description is a URL path whose failed loads the test provokes on purpose. */
export const EXPECTED_FAILED_RESOURCE = "expected-failed-resource";

function isExpectedFailure(error: ConsoleError, testInfo: TestInfo): boolean {
  if (!error.text.startsWith("Failed to load resource:") || !error.url) return false;
  const path = new URL(error.url).pathname;
  return testInfo.annotations.some((a) => a.type === EXPECTED_FAILED_RESOURCE && a.description === path);
}

export const test = base.extend<{ failOnBrowserErrors: void; ownClientAddress: void }>({
  ownClientAddress: [
    async ({ context }, use, testInfo) => {
      await context.setExtraHTTPHeaders({ "x-forwarded-for": clientAddressOf(testInfo) });
      await use();
    },
    { auto: true },
  ],
  failOnBrowserErrors: [
    async ({ page }, use, testInfo) => {
      const consoleErrors: ConsoleError[] = [];
      const pageErrors: string[] = [];
      const failedDocuments = new Set<string>();
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push({ text: message.text(), url: message.location().url });
      });
      page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message));
      page.on("response", (response) => {
        const request = response.request();
        if (response.status() >= 400 && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          failedDocuments.add(response.url());
        }
      });

      await use();

      const unexpected = consoleErrors
        .filter((e) => !(e.text.startsWith("Failed to load resource: the server responded with a status of") && failedDocuments.has(e.url)))
        .filter((e) => !isExpectedFailure(e, testInfo))
        .map((e) => `console.error: ${e.text}${e.url ? ` (${e.url})` : ""}`);
      expect([...unexpected, ...pageErrors.map((e) => `page error: ${e}`)], "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The address of the shop the running test's project drives (the shop-wide specs have a shop of their own):
 * for contexts and requests made by hand. Call it inside a test or hook.
 */
export function shopUrl(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("The project has no baseURL");
  return baseURL;
}
