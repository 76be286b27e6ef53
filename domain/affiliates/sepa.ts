/**
 * A SEPA credit-transfer file (ISO 20022 pain.001.001.03) for approved bank payouts: one payment
 * information block from the shop's account, one transaction per payout. IBANs and BICs are checked first;
 * a payout with a bad one is refused with its id rather than written into a file the bank would reject.
 */
import { compactIban, isValidBic, isValidIban } from "./bank-codes.ts";
import { decimalOf } from "./format.ts";

export type SepaDebtor = { name: string; iban: string; bic: string };
export type SepaPayout = { id: number; amountMinor: number; creditorName: string; iban: string; bic: string; remittance: string };

export type SepaResult = { ok: true; xml: string } | { ok: false; problems: { payoutId: number | null; message: string }[] };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** SEPA allows a restricted Latin set; anything else becomes a space, and names are cut to 70 characters. */
export function sepaText(text: string, max = 70): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

export function problemsOf(debtor: SepaDebtor, payouts: readonly SepaPayout[]): { payoutId: number | null; message: string }[] {
  const problems: { payoutId: number | null; message: string }[] = [];
  if (!isValidIban(debtor.iban)) problems.push({ payoutId: null, message: "The shop's IBAN is not valid." });
  if (!isValidBic(debtor.bic)) problems.push({ payoutId: null, message: "The shop's BIC is not valid." });
  if (payouts.length === 0) problems.push({ payoutId: null, message: "There are no approved bank payouts to export." });
  for (const p of payouts) {
    if (!isValidIban(p.iban)) problems.push({ payoutId: p.id, message: `Payout ${p.id}: the IBAN is not valid.` });
    if (!isValidBic(p.bic)) problems.push({ payoutId: p.id, message: `Payout ${p.id}: the BIC is not valid.` });
    if (p.amountMinor <= 0) problems.push({ payoutId: p.id, message: `Payout ${p.id}: the amount must be above zero.` });
  }
  return problems;
}

export function buildPain001(input: {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: SepaDebtor;
  payouts: readonly SepaPayout[];
}): SepaResult {
  const problems = problemsOf(input.debtor, input.payouts);
  if (problems.length > 0) return { ok: false, problems };
  const total = input.payouts.reduce((sum, p) => sum + p.amountMinor, 0);
  const count = input.payouts.length;
  const created = input.createdAt.toISOString().slice(0, 19);
  const id = escapeXml(sepaText(input.messageId, 35));
  const tx = input.payouts
    .map(
      (p) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${escapeXml(`PAYOUT-${p.id}`)}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${decimalOf(p.amountMinor)}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>${escapeXml(p.bic.replace(/\s+/g, "").toUpperCase())}</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>${escapeXml(sepaText(p.creditorName))}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${escapeXml(compactIban(p.iban))}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${escapeXml(sepaText(p.remittance, 140))}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${id}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${decimalOf(total)}</CtrlSum>
      <InitgPty><Nm>${escapeXml(sepaText(input.debtor.name))}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${id}-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${decimalOf(total)}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt>${escapeXml(input.executionDate)}</ReqdExctnDt>
      <Dbtr><Nm>${escapeXml(sepaText(input.debtor.name))}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${escapeXml(compactIban(input.debtor.iban))}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BIC>${escapeXml(input.debtor.bic.replace(/\s+/g, "").toUpperCase())}</BIC></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${tx}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
  return { ok: true, xml };
}
