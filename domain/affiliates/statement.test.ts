import { describe, expect, it } from "vitest";
import { FIXTURE_SELLER } from "../documents/fixtures.ts";
import type { DocumentBlock } from "../documents/layout-blocks.ts";
import { buildPayoutStatement, maskAccount, payoutStatementLayout, statementNumber, type StatementSource } from "./statement.ts";

const source: StatementSource = {
  payout: {
    id: 42,
    type: "banktransfer",
    state: "paid",
    amountMinor: 4500,
    details: { bankname: "KBC", banksort: "KREDBEBB", bankaccount: "BE71 0961 2345 6769", bankother: "Lena Wouters", bankother4: "" },
    requestedAt: "2026-10-01T09:00:00.000Z",
    paidAt: "2026-10-05T12:30:00.000Z",
  },
  affiliate: {
    name: "lena",
    email: "lena@example.test",
    settings: {
      "wcu-company": "Wouters Media",
      "wcu-billing1": "Kerkstraat 5",
      "wcu-billing2": "2000 Antwerpen",
      "wcu-taxid": "BE0123456789",
      wcu_first_name: "Lena",
      wcu_last_name: "Wouters",
    },
  },
  entries: [
    { orderNumber: "1002", createdAt: "2026-09-12T10:00:00.000Z", kind: "commission", level: 1, amountMinor: 500 },
    { orderNumber: "1001", createdAt: "2026-09-02T10:00:00.000Z", kind: "commission", level: 0, amountMinor: 4200 },
    { orderNumber: "1001", createdAt: "2026-09-20T10:00:00.000Z", kind: "clawback", level: 0, amountMinor: -200 },
  ],
  seller: FIXTURE_SELLER,
  currency: "EUR",
  issueDate: "2026-11-01",
  footer: "Thank you for promoting us.",
};

const blockOf = <T extends DocumentBlock["type"]>(blocks: DocumentBlock[], type: T) =>
  blocks.find((b) => b.type === type) as Extract<DocumentBlock, { type: T }>;

describe("payout statement model", () => {
  it("numbers the statement by its payout", () => {
    expect(statementNumber(42)).toBe("PS-00042");
    expect(statementNumber(123456)).toBe("PS-123456");
  });

  it("masks an account number to its first and last four characters", () => {
    expect(maskAccount("BE71 0961 2345 6769")).toBe("BE71 •••• 6769");
    expect(maskAccount("12345678")).toBe("•••• 5678");
    expect(maskAccount("123")).toBe("••••");
  });

  it("takes the payee from the affiliate's settings and the details of the payout's type, masked", () => {
    const model = buildPayoutStatement(source);
    expect(model.payee).toEqual({
      name: "Lena Wouters",
      company: "Wouters Media",
      addressLines: ["Kerkstraat 5", "2000 Antwerpen"],
      email: "lena@example.test",
      taxId: "BE0123456789",
    });
    expect(model.details).toEqual([
      { label: "Bank name", value: "KBC" },
      { label: "BIC", value: "KREDBEBB" },
      { label: "IBAN", value: "BE71 •••• 6769" },
      { label: "Account holder", value: "Lena Wouters" },
    ]);
    expect(JSON.stringify(payoutStatementLayout(model))).not.toContain("0961");
  });

  it("lists the settled entries oldest first with their totals", () => {
    const model = buildPayoutStatement(source);
    expect(model.entries.map((e) => [e.orderNumber, e.date, e.description, e.amountMinor])).toEqual([
      ["1001", "2026-09-02", "Commission", 4200],
      ["1002", "2026-09-12", "Tier 1 share", 500],
      ["1001", "2026-09-20", "Clawback (refund or cancellation)", -200],
    ]);
    expect(model.totals).toEqual({ commissionMinor: 4700, clawbackMinor: -200, settledMinor: 4500 });
    expect(model).toMatchObject({ number: "PS-00042", requestedDate: "2026-10-01", paidDate: "2026-10-05", typeLabel: "Bank transfer", stateLabel: "Paid" });
  });

  it("falls back to the account's name and e-mail when the settings hold none", () => {
    const model = buildPayoutStatement({ ...source, affiliate: { name: "Sam Kerr", email: "sam@example.test", settings: {} } });
    expect(model.payee).toEqual({ name: "Sam Kerr", company: "", addressLines: [], email: "sam@example.test", taxId: "" });
  });
});

describe("payout statement layout", () => {
  it("draws the shop, the payee, the payout, its entries and totals as document blocks", () => {
    const layout = payoutStatementLayout(buildPayoutStatement(source));
    expect(layout.title).toBe("Payout statement – PS-00042 – Vitrine Demo Ltd");
    expect(layout.blocks.map((b) => b.type)).toEqual(["heading", "parties", "meta", "details", "table", "totals", "footer"]);
    const parties = blockOf(layout.blocks, "parties").parties;
    expect(parties[0]!.lines[0]).toBe("Vitrine Demo Ltd");
    expect(parties[1]!.lines).toEqual(["Lena Wouters", "Wouters Media", "Kerkstraat 5", "2000 Antwerpen", "lena@example.test", "Tax id: BE0123456789"]);
    const meta = Object.fromEntries(blockOf(layout.blocks, "meta").rows.map((r) => [r.label, r.value]));
    expect(meta).toMatchObject({ "Statement number": "PS-00042", Payout: "#42", Paid: "5 October 2026", "Payout type": "Bank transfer", Status: "Paid" });
    expect(meta.Amount).toMatch(/45\.00/);
    const table = blockOf(layout.blocks, "table");
    expect(table.rows[0]).toEqual([["1001"], ["2 September 2026"], ["Commission"], [expect.stringMatching(/42\.00/)]]);
    const totals = blockOf(layout.blocks, "totals").rows;
    expect(totals.map((r) => r.label)).toEqual(["Commission", "Clawbacks", "Settled entries", "Payout amount"]);
    expect(totals.at(-1)!.grand).toBe(true);
  });

  it("says when a payout not yet paid has settled nothing, and leaves out empty details", () => {
    const layout = payoutStatementLayout(
      buildPayoutStatement({ ...source, payout: { ...source.payout, type: "credit", state: "requested", paidAt: null, details: {} }, entries: [], footer: "" }),
    );
    expect(layout.blocks.map((b) => b.type)).toEqual(["heading", "parties", "meta", "notice", "totals"]);
    expect(blockOf(layout.blocks, "notice").lines).toEqual(["Ledger entries are settled when the payout is paid."]);
    expect(blockOf(layout.blocks, "meta").rows.map((r) => r.label)).not.toContain("Paid");
  });
});
