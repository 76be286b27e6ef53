import { expect, test } from "./fixtures.ts";
import { dashboard, ensureSecondCoupon, openDashboard, panel, rowsShown, rowTexts, tab } from "./support/affiliate.ts";

test.describe("affiliate dashboard: tabs, layout, statistics", () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    await ensureSecondCoupon(browser, testInfo.project.name);
  });

  test("S-1-9 S-2-9 S-4-24 the coupon owner sees the statistics; the tabs include settings and clicking one moves the active state @phone", async ({
    page,
  }) => {
    await openDashboard(page);
    const statistics = panel(page, "statistics");
    await expect(statistics).toBeVisible();
    await expect(statistics.getByRole("heading", { name: "Coupon statistics" })).toBeVisible();
    await expect(statistics.locator(".affiliate-stats:visible dt")).toHaveText([
      "Referred orders",
      "Coupon uses",
      "Sales",
      "Discounts given",
      "Commission earned",
      "Paid out",
      "Unpaid commission",
    ]);
    // The owner's own coupon is listed with the statistics.
    await expect(statistics.locator("#affiliate-coupons-table tbody tr:visible")).not.toHaveCount(0);

    // The page fits the screen (390 px on a phone): wide tables scroll inside their own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(6);
    await expect(tab(page, "Settings")).toBeVisible();
    await expect(tab(page, "Statistics")).toHaveClass(/is-active/);

    await tab(page, "Settings").click();
    await expect(tab(page, "Settings")).toHaveClass(/is-active/);
    await expect(tab(page, "Settings")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Statistics")).not.toHaveClass(/is-active/);
    await expect(panel(page, "settings")).toBeVisible();
    await expect(panel(page, "statistics")).toBeHidden();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("settings");
  });

  test("S-4-25 with six tab links the tab row carries the wrapped layout", async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole("tab")).toHaveCount(6);
    await expect(page.getByRole("tablist", { name: "Affiliate dashboard" })).toHaveClass(/affiliate-tabs--wrap/);
    await expect(page.getByRole("tablist", { name: "Affiliate dashboard" })).toHaveCSS("flex-wrap", "wrap");
  });

  test("S-4-26 S-4-27 the tweaks follow the dashboard area's width: below 850 px and below 1150 px", async ({ page }) => {
    await openDashboard(page);
    const area = dashboard(page);
    const setWidth = (px: number) => area.evaluate((el, w) => ((el as HTMLElement).style.width = `${w}px`), px);
    await setWidth(849);
    await expect(area).toHaveClass(/affiliate-dashboard--below-850/);
    await expect(area).toHaveClass(/affiliate-dashboard--below-1150/);
    await setWidth(851);
    await expect(area).not.toHaveClass(/affiliate-dashboard--below-850/);
    await expect(area).toHaveClass(/affiliate-dashboard--below-1150/);
    await setWidth(1149);
    await expect(area).toHaveClass(/affiliate-dashboard--below-1150/);
    await setWidth(1151);
    await expect(area).not.toHaveClass(/affiliate-dashboard--below-1150/);
    await expect(area).not.toHaveClass(/affiliate-dashboard--below-850/);
    // The layout follows too (container queries): five figures a row when wide, two when narrow.
    const columns = () =>
      page.locator(".affiliate-stats:visible .affiliate-stats__grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(5);
    await setWidth(849);
    await expect.poll(columns).toBe(2);
  });

  test("S-2-12 S-4-28 S-4-29 S-4-30 the period filters show one period's statistics at a time @phone", async ({ page }) => {
    await openDashboard(page);
    const statistics = panel(page, "statistics");
    const filters = statistics.getByRole("group", { name: "Period" }).getByRole("button");
    await expect(filters).toHaveText(["Last 7 days", "Last 30 days", "All time"]);
    const block = (period: string) => statistics.locator(`.affiliate-stats[data-period="${period}"]`);
    for (const [label, period] of [
      ["Last 7 days", "last7"],
      ["Last 30 days", "last30"],
      ["All time", "all"],
    ] as const) {
      await filters.filter({ hasText: label }).click();
      await expect(filters.filter({ hasText: label })).toHaveAttribute("aria-pressed", "true");
      for (const other of ["last7", "last30", "all"]) {
        if (other === period) await expect(block(other)).toBeVisible();
        else await expect(block(other)).toBeHidden();
      }
    }
  });

  test("S-2-10 S-2-11 S-5-1 S-5-2 the coupon search (any cell, any case) and the 'show all coupons' toggle @phone", async ({ page }) => {
    await openDashboard(page);
    const statistics = panel(page, "statistics");
    const search = statistics.getByRole("searchbox", { name: "Search coupons" });
    await expect(search).toBeVisible();
    const rows = statistics.locator("#affiliate-coupons-table tbody tr");
    const texts = await rowTexts(rows);
    expect(texts.length, "the demo affiliate owns more than one coupon").toBeGreaterThan(1);

    // Collapsed: the main coupon only; the toggle shows all, and collapses again.
    expect(await rowsShown(rows)).toEqual(texts.map((_, i) => i === 0));
    const toggle = statistics.getByRole("button", { name: "Show all coupons" });
    await toggle.click();
    await expect(statistics.getByRole("button", { name: "Show fewer coupons" })).toHaveAttribute("aria-expanded", "true");
    expect(await rowsShown(rows)).toEqual(texts.map(() => true));
    await statistics.getByRole("button", { name: "Show fewer coupons" }).click();
    expect(await rowsShown(rows)).toEqual(texts.map((_, i) => i === 0));

    // Case-insensitive: the last coupon's code typed in upper case keeps its row.
    const lastCode = texts[texts.length - 1]![0]!;
    await search.fill(lastCode.toUpperCase());
    const expectedFor = (needle: string) => texts.map((cells) => cells.some((c) => c.toLowerCase().includes(needle.toLowerCase())));
    await expect.poll(() => rowsShown(rows)).toEqual(expectedFor(lastCode));
    expect((await rowsShown(rows))[texts.length - 1]).toBe(true);

    // Any cell: a discount text (not a code) keeps exactly the rows that contain it.
    const discount = texts[texts.length - 1]![1]!;
    await search.fill(discount);
    await expect.poll(() => rowsShown(rows)).toEqual(expectedFor(discount));
    await search.fill("no coupon has this text 12345");
    await expect.poll(() => rowsShown(rows)).toEqual(texts.map(() => false));
    await expect(statistics.getByText("No coupon matches your search.")).toBeVisible();
  });

  test("the chart of sales and commission loads only when asked for; the CSV export is linked", async ({ page }) => {
    const chartCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/affiliate/chart")) chartCalls.push(request.url());
    });
    await openDashboard(page);
    const statistics = panel(page, "statistics");
    expect(chartCalls).toEqual([]);
    await statistics.getByRole("button", { name: /Show chart/ }).click();
    const chart = statistics.getByRole("img", { name: /^Chart of 30 days: sales/ });
    await expect(chart).toBeVisible();
    expect(chartCalls).toHaveLength(1);
    expect(new URL(chartCalls[0]!).searchParams.get("period")).toBe("last30");
    // Dates along the bottom, money up the side.
    const ticks = chart.locator(".recharts-cartesian-axis-tick-value");
    await expect(ticks.filter({ hasText: /^\d{1,2} [A-Z][a-z]{2}$/ }).first()).toBeVisible();
    await expect(ticks.filter({ hasText: /^€\d/ }).first()).toBeVisible();
    // The caption's commission is the card's figure for the same period.
    const earned = await statistics.locator(".affiliate-stats:visible dt", { hasText: "Commission earned" }).locator("xpath=following-sibling::dd").innerText();
    await expect(statistics.locator(".affiliate-chart__caption")).toContainText(`commission earned ${earned}`);
    const csv = statistics.getByRole("link", { name: "Export orders and commissions (CSV)" });
    const response = await page.request.get((await csv.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
  });

  test("the referred orders fit a phone 390 px wide: no sideways scrolling, every value under its column's name @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, { tab: "orders" });
    const orders = panel(page, "orders");
    const table = orders.getByRole("table", { name: "Referred orders" });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const label = await table
      .locator("tbody tr")
      .first()
      .locator("td")
      .nth(3)
      .evaluate((td) => getComputedStyle(td, "::before").content);
    expect(label).toBe('"Commission"');
  });

  test("S-1-10 S-2-13 S-5-3 S-5-4 S-5-5 the multi-level summary table and its own search (trimmed, any case, any cell) @phone", async ({ page }) => {
    await openDashboard(page, { tab: "network" });
    const network = panel(page, "network");
    await expect(network).toBeVisible();
    const rows = network.locator("#affiliate-network-table tbody tr");
    const texts = await rowTexts(rows);
    expect(texts.length, "the demo affiliate has a network below them").toBeGreaterThan(1);
    await expect(network.locator("thead th")).toHaveText(["Level", "Affiliate", "Orders", "Sales", "Commission"]);
    const search = network.getByRole("searchbox", { name: "Search the multi-level summary" });
    await expect(search).toHaveAttribute("aria-controls", "affiliate-network-table");
    const expectedFor = (needle: string) => texts.map((cells) => cells.some((c) => c.toLowerCase().includes(needle.trim().toLowerCase())));

    const name = texts[texts.length - 1]![1]!;
    const mixed = [...name].map((ch, i) => (i % 2 ? ch.toLowerCase() : ch.toUpperCase())).join("");
    await search.fill(mixed);
    await expect.poll(() => rowsShown(rows)).toEqual(expectedFor(name));
    const byName = await rowsShown(rows);

    await search.fill(`  ${name}  `);
    await expect.poll(() => rowsShown(rows)).toEqual(byName);

    // Any column: the level column.
    await search.fill(texts[0]![0]!);
    await expect.poll(() => rowsShown(rows)).toEqual(expectedFor(texts[0]![0]!));
    await search.fill("");
    await expect.poll(() => rowsShown(rows)).toEqual(texts.map(() => true));
  });
});
