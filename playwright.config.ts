import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium-flags.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Specs that switch a shop-wide setting: they run after every other spec, one file at a time (a save
 * empties the page cache another of them may be counting on), and each switches back.
 */
const SHOP_WIDE_SPECS = [
  "checkout-modern",
  "search-styles",
  "palette-settings",
  "coming-soon",
  "menus",
  "header-builder",
  "sticky-header",
  "admin-settings",
  "admin-audit",
  "documents-settings",
  "affiliate-programme-settings",
  "review-settings",
  "listing-add-to-cart-settings",
  "card-capture",
  "tax-display",
];
const SHOP_WIDE_SETTINGS = new RegExp(`(${SHOP_WIDE_SPECS.join("|")})\\.spec\\.ts$`);
const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: "tests/e2e",
  // A subfolder: Playwright empties its output folder, and test-results/ also holds the Vitest reports.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "on-first-retry", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: SHOP_WIDE_SETTINGS },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions }, grep: /@phone/, testIgnore: SHOP_WIDE_SETTINGS },
    ...SHOP_WIDE_SPECS.map((spec, i) => ({
      name: `shop-wide-settings: ${spec}`,
      use: { ...devices["Desktop Chrome"], launchOptions },
      // The tests of one such file change the same settings: in order, in one worker, never side by side.
      fullyParallel: false,
      testMatch: new RegExp(`${spec}\\.spec\\.ts$`),
      dependencies: i === 0 ? ["desktop", "phone"] : [`shop-wide-settings: ${SHOP_WIDE_SPECS[i - 1]}`],
    })),
  ],
  webServer: {
    // A fresh embedded database each run, seeded with the demo shop on start (DEMO=1).
    command: `rm -rf test-results/e2e-data && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "127.0.0.1",
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
