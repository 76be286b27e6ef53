import { describe, expect, it } from "vitest";
import { exportFilename, ordersCsv, parseListQuery } from "./list.server.ts";

describe("the order list's query", () => {
  it("reads the filters that parse and drops the others", () => {
    const { filter, page, values } = parseListQuery(
      new URL("http://x/admin/orders?status=processing&from=2026-11-01&to=nope&q=%20ada%20&sort=total&dir=asc&page=2&customer=-4"),
    );
    expect(filter).toMatchObject({ status: "processing", from: new Date("2026-11-01T00:00:00Z"), to: undefined, search: "ada", sort: "total", dir: "asc" });
    expect(filter.customerId).toBeUndefined();
    expect(page).toBe(2);
    expect(values).not.toHaveProperty("to");
  });

  it("refuses an unknown status or sort and starts on page 1", () => {
    const { filter, page } = parseListQuery(new URL("http://x/admin/orders?status=shipped&sort=secret&page=0"));
    expect(filter.status).toBeUndefined();
    expect(filter.sort).toBeUndefined();
    expect(page).toBe(1);
  });
});

describe("the CSV export", () => {
  it("writes one row per order with the net total, and keeps formulas from running", () => {
    const csv = ordersCsv([
      {
        id: 7,
        number: "7",
        status: "processing",
        createdAt: new Date("2026-11-20T10:00:00Z"),
        email: "ada@example.com",
        customerId: null,
        name: "=HYPERLINK(1)",
        paymentMethodTitle: "Bank transfer",
        currency: "EUR",
        total: 4695,
        refundedTotal: 1000,
      },
    ]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("Order,Date,Status,Customer,E-mail,Payment,Currency,Total,Refunded,Net");
    expect(row).toBe("7,2026-11-20T10:00:00.000Z,Processing,'=HYPERLINK(1),ada@example.com,Bank transfer,EUR,46.95,10.00,36.95");
    expect(exportFilename(new Date("2026-11-26T22:00:00Z"))).toBe("orders-2026-11-26.csv");
  });
});
