/**
 * The `test` every spec imports. It fails a test on any browser `console.error` or uncaught page error,
 * with one exception: the console line Chromium itself writes when a document the test navigated to
 * answers 4xx/5xx ("Failed to load resource: … status of 404"). That status is what a 404 test asserts,
 * not a fault of the page; any other failed resource still fails the test.
 */
import { test as base, expect } from "@playwright/test";

type ConsoleError = { text: string; url: string };

export const test = base.extend<{ failOnBrowserErrors: void }>({
  failOnBrowserErrors: [
    async ({ page }, use) => {
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
        .map((e) => `console.error: ${e.text}${e.url ? ` (${e.url})` : ""}`);
      expect([...unexpected, ...pageErrors.map((e) => `page error: ${e}`)], "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
