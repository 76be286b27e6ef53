import { describe, expect, it } from "vitest";
import { buildPain001, sepaText } from "./sepa.ts";

const debtor = { name: "Vitrine Shop", iban: "BE71096123456769", bic: "GKCCBEBB" };
const payouts = [
  { id: 4, amountMinor: 12_345, creditorName: "Zoë <Müller> & Co", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX", remittance: "Affiliate payout 4" },
  { id: 5, amountMinor: 655, creditorName: "Bob", iban: "NL91ABNA0417164300", bic: "ABNANL2A", remittance: "Affiliate payout 5" },
];

describe("SEPA pain.001", () => {
  it("writes one transaction per payout with the control sum and checked accounts", () => {
    const result = buildPain001({ messageId: "VIT-1", createdAt: new Date("2026-06-01T10:00:00Z"), executionDate: "2026-06-02", debtor, payouts });
    if (!result.ok) throw new Error("expected a file");
    expect(result.xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    expect(result.xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(result.xml).toContain("<CtrlSum>130.00</CtrlSum>");
    expect(result.xml).toContain("<IBAN>DE89370400440532013000</IBAN>");
    expect(result.xml).toContain("<Nm>Zoe Muller Co</Nm>");
    expect(result.xml).not.toContain("<Müller>");
  });

  it("refuses a payout with a bad IBAN, naming it", () => {
    const result = buildPain001({
      messageId: "VIT-2",
      createdAt: new Date(),
      executionDate: "2026-06-02",
      debtor,
      payouts: [{ ...payouts[0]!, iban: "DE89370400440532013001" }],
    });
    expect(result).toEqual({ ok: false, problems: [{ payoutId: 4, message: "Payout 4: the IBAN is not valid." }] });
  });

  it("keeps names to SEPA's character set", () => {
    expect(sepaText("Ærø & Søn")).toBe("r S n");
  });
});
