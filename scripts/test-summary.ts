// Adds up the Vitest and Playwright reports into one closing line.
import { existsSync, readFileSync } from "node:fs";

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2).length ? process.argv.slice(2) : ["test-results/vitest-report.json", "test-results/e2e-report.json"]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8")) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += report.numPendingTests ?? 0;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
