/**
 * Early taps on a slow phone (issue 15 §2.13): under Lighthouse's mobile profile (its "slow 4G" network
 * as DevTools throttling applies it, a 4x slower CPU, a touch screen 412 px wide), opens a product page,
 * taps the magnifier or the header cart as soon as the page has painted, and reports what the tap did
 * (the lightbox or the mini-cart once the page runs, or the raw picture or /cart it used to open), how
 * long after the tap that came, and whether the page had hydrated when the finger landed. Figures, not a
 * test: see bench/README.md.
 *
 *   npm run bench:early-taps                 # 5 runs per target on /product/stoneware-mug
 *   npm run bench:early-taps -- --runs 10 --path /product/everyday-crew-tee
 */
import os from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { startServer } from "../archive/server-process.ts";
import { ensureFreshBuild } from "../lighthouse/build.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium-flags.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Lighthouse's mobile preset (`mobileSlow4G`): 150 ms round trips and 1.6 Mbps down, 750 Kbps up, which
 * DevTools throttling stretches by its own factors (latency × 3.75, throughput × 0.9) as Lighthouse
 * does when it throttles for real; a 4x CPU slowdown; the Moto G Power screen it emulates.
 */
export const LIGHTHOUSE_MOBILE = {
  requestLatencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

type Target = { name: string; tap: (page: Page) => Locator; done: (page: Page) => Locator; wrong: RegExp };

const TARGETS: Target[] = [
  {
    name: "magnifier",
    tap: (page) => page.getByRole("link", { name: "View full-screen image gallery" }),
    done: (page) => page.locator(".pswp"),
    wrong: /\/media\//,
  },
  {
    name: "header cart",
    tap: (page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ }),
    done: (page) => page.getByRole("dialog", { name: "Shopping cart" }),
    wrong: /\/cart$/,
  },
];

type Outcome = { target: string; paintMs: number; tapMs: number; hydratedAtTap: boolean; effectAfterTapMs: number | null; result: string };

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: LIGHTHOUSE_MOBILE.viewport,
    deviceScaleFactor: LIGHTHOUSE_MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LIGHTHOUSE_MOBILE.requestLatencyMs,
    downloadThroughput: LIGHTHOUSE_MOBILE.downloadBytesPerSecond,
    uploadThroughput: LIGHTHOUSE_MOBILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: LIGHTHOUSE_MOBILE.cpuSlowdown });
  return page;
}

async function measure(browser: Browser, origin: string, pagePath: string, target: Target): Promise<Outcome> {
  const page = await throttledPage(browser);
  try {
    await page.goto(new URL(pagePath, origin).href, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: 16, timeout: 30_000 });
    const paintMs = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    const control = target.tap(page);
    const hydratedAtTap = (await page.locator("[data-hydrated]").count()) > 0;
    const tapMs = await page.evaluate(() => performance.now());
    await control.tap({ timeout: 10_000 });
    const effect = await Promise.race([
      target
        .done(page)
        .waitFor({ state: "visible", timeout: 20_000 })
        .then(async () => ({ kind: "done" as const, at: await page.evaluate(() => performance.now()) })),
      page.waitForURL(target.wrong, { timeout: 20_000 }).then(() => ({ kind: "wrong" as const, at: null })),
    ]).catch(() => ({ kind: "nothing" as const, at: null }));
    const result = effect.kind === "done" ? "opened in the page" : effect.kind === "wrong" ? `left for ${new URL(page.url()).pathname}` : "nothing within 20 s";
    return { target: target.name, paintMs, tapMs, hydratedAtTap, effectAfterTapMs: effect.at === null ? null : effect.at - tapMs, result };
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      path: { type: "string", default: "/product/stoneware-mug" },
      build: { type: "boolean", default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error("--runs takes a whole number from 1 to 50");
  const pagePath = values.path!;
  if (!pagePath.startsWith("/")) throw new Error("--path takes a path such as /product/stoneware-mug");

  if (!ensureFreshBuild(repoRoot, values.build!)) console.log("build/ is up to date");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-early-taps-"));
  const server = await startServer({ repoRoot, env: { DATA_DIR: dataDir }, timeoutMs: 240_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const outcomes: Outcome[] = [];
  try {
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; ${runs} runs per target on ${pagePath}`,
    );
    console.log("target        run  paint ms  tap at ms  hydrated  effect after tap  result");
    for (const target of TARGETS) {
      for (let run = 1; run <= runs; run++) {
        const outcome = await measure(browser, server.origin, pagePath, target);
        outcomes.push(outcome);
        const effect = outcome.effectAfterTapMs === null ? "-" : `${outcome.effectAfterTapMs.toFixed(0)} ms`;
        console.log(
          `${target.name.padEnd(13)} ${String(run).padStart(3)}  ${outcome.paintMs.toFixed(0).padStart(8)}  ${outcome.tapMs.toFixed(0).padStart(9)}  ${String(outcome.hydratedAtTap).padStart(8)}  ${effect.padStart(16)}  ${outcome.result}`,
        );
      }
    }
    for (const target of TARGETS) {
      const mine = outcomes.filter((o) => o.target === target.name);
      const early = mine.filter((o) => !o.hydratedAtTap);
      const opened = mine.filter((o) => o.effectAfterTapMs !== null);
      console.log(
        `${target.name}: ${opened.length}/${mine.length} taps opened in the page (${early.length} landed before hydration); median ${median(opened.map((o) => o.effectAfterTapMs!)).toFixed(0)} ms from tap to effect`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (outcomes.some((o) => o.effectAfterTapMs === null)) process.exitCode = 1;
}

await main();
