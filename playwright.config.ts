import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium-flags.ts";
import { formSpecs } from "./tests/e2e/support/form-routes.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The shop of the shop-wide specs: a server and a database of their own, so their switches touch no other spec. */
const shopWidePort = port + 1;
/**
 * Specs that switch a shop-wide setting: they run against their own shop, beside the other specs, one file
 * at a time (a save empties the page cache another of them may be counting on), and each switches back.
 */
const ALL_SHOP_WIDE_SPECS = [
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
/**
 * E2E_FORM_JOURNEYS=1 runs only the journeys that post every form route (tests/e2e/support/form-routes.ts),
 * as CI does against PostgreSQL. Chosen here rather than by file arguments: Playwright runs a filtered
 * project's dependencies in full, and each shop-wide project depends on the one before it.
 */
const FORM_JOURNEYS = process.env.E2E_FORM_JOURNEYS ? formSpecs() : null;
const onlyFormJourneys = FORM_JOURNEYS ? { testMatch: new RegExp(`/(${FORM_JOURNEYS.join("|").replaceAll(".", "\\.")})$`) } : {};
const SHOP_WIDE_SPECS = ALL_SHOP_WIDE_SPECS.filter((spec) => !FORM_JOURNEYS || FORM_JOURNEYS.includes(`${spec}.spec.ts`));
const SHOP_WIDE_SETTINGS = new RegExp(`(${ALL_SHOP_WIDE_SPECS.join("|")})\\.spec\\.ts$`);
const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: "tests/e2e",
  // A subfolder: Playwright empties its output folder, and test-results/ also holds the Vitest reports.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e-report.json" }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: "on-first-retry", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: SHOP_WIDE_SETTINGS, ...onlyFormJourneys },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions }, grep: /@phone/, testIgnore: SHOP_WIDE_SETTINGS, ...onlyFormJourneys },
    ...SHOP_WIDE_SPECS.map((spec, i) => ({
      name: `shop-wide-settings: ${spec}`,
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: `http://127.0.0.1:${shopWidePort}` },
      // The tests of one such file change the same settings: in order, in one worker, never side by side.
      fullyParallel: false,
      testMatch: new RegExp(`${spec}\\.spec\\.ts$`),
      dependencies: i === 0 ? [] : [`shop-wide-settings: ${SHOP_WIDE_SPECS[i - 1]}`],
    })),
  ],
  webServer: [
    e2eShop({ port, dataDir: "test-results/e2e-data", databaseName: "vitrine_e2e" }),
    e2eShop({ port: shopWidePort, dataDir: "test-results/e2e-data-shop-wide", databaseName: "vitrine_e2e_shop_wide" }),
  ],
});

/**
 * One shop under test: a fresh database each run (embedded under `dataDir`, or, with E2E_DATABASE_URL, a
 * database of `databaseName` on that PostgreSQL server), seeded with the demo shop on start (DEMO=1).
 */
function e2eShop({ port, dataDir, databaseName }: { port: number; dataDir: string; databaseName: string }) {
  const serverUrl = process.env.E2E_DATABASE_URL;
  return {
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "127.0.0.1",
      ...(serverUrl ? { E2E_DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString() } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
  };
}
