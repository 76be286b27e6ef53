import { describe, expect, it } from "vitest";
import { addToReport, emptyReport, isActive, isFinished, progressPercent, REPORT_ITEM_CAP } from "./bulk-job.ts";

describe("addToReport", () => {
  it("counts outcomes and tallies reasons", () => {
    const report = addToReport(emptyReport(), [
      { id: 1, name: "A", outcome: "changed", before: { status: "draft" }, after: { status: "publish" } },
      { id: 2, name: "B", outcome: "skipped", reason: "already published" },
      { id: 3, name: "C", outcome: "skipped", reason: "already published" },
      { id: 4, name: "D", outcome: "failed", reason: "broke" },
    ]);
    expect(report).toMatchObject({ changed: 1, skipped: 2, failed: 1, reasons: { "already published": 2, broke: 1 } });
    expect(report.items).toHaveLength(4);
  });

  it("keeps counting past the item cap without listing", () => {
    const items = Array.from({ length: REPORT_ITEM_CAP + 5 }, (_, id) => ({ id, name: `P${id}`, outcome: "changed" as const }));
    const report = addToReport(emptyReport(), items);
    expect(report.changed).toBe(REPORT_ITEM_CAP + 5);
    expect(report.items).toHaveLength(REPORT_ITEM_CAP);
  });
});

describe("job status", () => {
  it.each([
    ["queued", true, false],
    ["running", true, false],
    ["preview", false, false],
    ["done", false, true],
    ["failed", false, true],
    ["cancelled", false, true],
  ] as const)("%s: active %s, finished %s", (status, active, finished) => {
    expect(isActive(status)).toBe(active);
    expect(isFinished(status)).toBe(finished);
  });

  it.each([
    [0, 0, 100],
    [0, 10, 0],
    [5, 10, 50],
    [2, 3, 66],
  ])("%i of %i is %i %", (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });
});
