/**
 * The shop's e-invoices judged by the official EN 16931 rules, as a tax authority's validator would:
 * any fatal assertion fails the test and is printed with its rule id and text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toCii } from "../../../domain/documents/e-invoice/cii.ts";
import { E_INVOICE_FIXTURES } from "../../../domain/documents/e-invoice/fixtures.ts";
import { toUbl } from "../../../domain/documents/e-invoice/ubl.ts";
import { checkEn16931, describeAssertions, EN16931_RULES_DIR, en16931RulesAvailable, type En16931Syntax } from "./en16931-check.ts";

const available = en16931RulesAvailable();
if (!available) {
  console.warn(`\n*** EN 16931 rules not found in ${EN16931_RULES_DIR}: the e-invoice validation tests are SKIPPED. ***\n`);
}

async function expectValid(xml: string, syntax: En16931Syntax): Promise<void> {
  const report = await checkEn16931(xml, syntax);
  // Rules that never matched mean the document was not recognised as this syntax: that proves nothing.
  expect(report.firedRules, `no ${syntax} rule applied to the document`).toBeGreaterThan(10);
  expect(report.fatal, `fatal EN 16931 assertions:\n${describeAssertions(report.fatal)}`).toEqual([]);
}

describe.skipIf(!available)("EN 16931 validation", () => {
  describe("the harness", () => {
    it.each([
      ["example-valid-ubl.xml", "UBL"],
      ["example-valid-ubl-creditnote.xml", "UBL"],
      ["example-valid-cii.xml", "CII"],
    ] as const)("passes the official example %s", async (file, syntax) => {
      await expectValid(readFileSync(`${EN16931_RULES_DIR}${file}`, "utf8"), syntax);
    });

    it("reports a broken rule: an invoice without its number fails BR-02", async () => {
      const xml = toUbl(E_INVOICE_FIXTURES.twoRatesInvoice).replace("<cbc:ID>INV-2026-00042</cbc:ID>", "<cbc:ID></cbc:ID>");
      const report = await checkEn16931(xml, "UBL");
      expect(report.fatal.map((a) => a.id)).toContain("BR-02");
    });

    it("reports a total that does not add up (BR-CO-15)", async () => {
      const xml = toCii(E_INVOICE_FIXTURES.twoRatesInvoice).replace(
        "<ram:GrandTotalAmount>118.54</ram:GrandTotalAmount>",
        "<ram:GrandTotalAmount>118.55</ram:GrandTotalAmount>",
      );
      const report = await checkEn16931(xml, "CII");
      expect(report.fatal.map((a) => a.id)).toContain("BR-CO-15");
    });
  });

  describe.each([
    ["an invoice with two tax rates", "twoRatesInvoice"],
    ["a credit note", "creditNote"],
    ["a credit note for an amount, without item lines", "amountOnlyCreditNote"],
    ["a free order", "freeOrder"],
    ["a bank-transfer invoice with a zero-rated line and a cart discount", "bankTransferInvoice"],
    ["an invoice with a VAT-exempt line (category E and its reason), the seller's company number and addresses in parts", "exemptLineInvoice"],
  ] as const)("%s", (_title, fixture) => {
    const model = E_INVOICE_FIXTURES[fixture];
    it("as UBL 2.1 has no fatal assertion", async () => {
      await expectValid(toUbl(model), "UBL");
    });
    it("as CII has no fatal assertion", async () => {
      await expectValid(toCii(model), "CII");
    });
  });
});
