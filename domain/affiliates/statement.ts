/**
 * A payout statement (issue 19, point 6): a document of the order-documents kind for one payout, built by a
 * pure function from the payout, the affiliate's settings (§3: company, billing lines, tax id), the ledger
 * entries the payout settled and the shop's identity, then laid out as the same blocks the order documents
 * are drawn from, so the one HTML and PDF renderer prints it. A statement is identified by its payout
 * (`PS-00042`), as the packing list is by its order: it is not a tax document and has no gapless series.
 */
import { DOCUMENT_LANG, formatDocumentDate, formatDocumentMoney, partyLines } from "../documents/format.ts";
import type { DocumentBlock, DocumentLayout, LabelledValue } from "../documents/layout-blocks.ts";
import type { DocumentSeller } from "../documents/model.ts";
import type { AffiliateSettings, PayoutState, PayoutType } from "./dashboard.ts";
import { PAYOUT_GROUP_FIELDS, PAYOUT_TYPE_LABELS } from "./payout-form.ts";

export const STATEMENT_TITLE = "Payout statement";
export const STATEMENT_NUMBER_PREFIX = "PS-";
export const STATEMENT_NUMBER_DIGITS = 5;

export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  requested: "Requested",
  approved: "Approved",
  paid: "Paid",
  rejected: "Rejected",
};

/** A ledger entry the payout settled: an order's commission (own, or a tier's share) or a clawback. */
export type SettledEntry = { orderNumber: string | null; createdAt: string; kind: "commission" | "clawback"; level: number; amountMinor: number };

export type StatementSource = {
  payout: {
    id: number;
    type: PayoutType;
    state: PayoutState;
    amountMinor: number;
    details: Readonly<Record<string, string>>;
    /** ISO timestamps. */
    requestedAt: string;
    paidAt: string | null;
  };
  affiliate: { name: string; email: string; settings: Partial<AffiliateSettings> };
  entries: readonly SettledEntry[];
  seller: DocumentSeller;
  currency: string;
  /** YYYY-MM-DD: the day the statement is printed. */
  issueDate: string;
  footer: string;
};

export type StatementEntryRow = { orderNumber: string; date: string; description: string; amountMinor: number };

export type PayoutStatementModel = {
  title: string;
  number: string;
  payoutId: number;
  issueDate: string;
  requestedDate: string;
  paidDate: string | null;
  typeLabel: string;
  stateLabel: string;
  amountMinor: number;
  currency: string;
  seller: DocumentSeller;
  payee: { name: string; company: string; addressLines: string[]; email: string; taxId: string };
  /** The payout type's details as labelled rows, account numbers masked. */
  details: LabelledValue[];
  entries: StatementEntryRow[];
  totals: { commissionMinor: number; clawbackMinor: number; settledMinor: number };
  footer: string;
};

/** The statement's address (the affiliate's and staff's alike); `.pdf` appended gives its PDF. */
export function statementUrlOf(payoutId: number): string {
  return `/account/affiliate/payouts/${payoutId}/statement`;
}

export function statementNumber(payoutId: number): string {
  return `${STATEMENT_NUMBER_PREFIX}${String(payoutId).padStart(STATEMENT_NUMBER_DIGITS, "0")}`;
}

/** An account number shown by its country and last four characters only: "BE71 •••• 6769". */
export function maskAccount(value: string): string {
  const compact = value.replace(/\s+/g, "");
  if (compact.length <= 8) return compact.length <= 4 ? "••••" : `•••• ${compact.slice(-4)}`;
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}

function entryDescription(entry: SettledEntry): string {
  if (entry.kind === "clawback") return "Clawback (refund or cancellation)";
  return entry.level === 0 ? "Commission" : `Tier ${entry.level} share`;
}

export function buildPayoutStatement(source: StatementSource): PayoutStatementModel {
  const { payout, affiliate } = source;
  const settings = affiliate.settings;
  const text = (field: keyof AffiliateSettings) => (settings[field] ?? "").trim();
  const personal = [text("wcu_first_name"), text("wcu_last_name")].filter(Boolean).join(" ");
  const entries = [...source.entries]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((entry) => ({
      orderNumber: entry.orderNumber ?? "—",
      date: entry.createdAt.slice(0, 10),
      description: entryDescription(entry),
      amountMinor: entry.amountMinor,
    }));
  const commissionMinor = source.entries.filter((e) => e.kind === "commission").reduce((sum, e) => sum + e.amountMinor, 0);
  const clawbackMinor = source.entries.filter((e) => e.kind === "clawback").reduce((sum, e) => sum + e.amountMinor, 0);
  return {
    title: STATEMENT_TITLE,
    number: statementNumber(payout.id),
    payoutId: payout.id,
    issueDate: source.issueDate,
    requestedDate: payout.requestedAt.slice(0, 10),
    paidDate: payout.paidAt === null ? null : payout.paidAt.slice(0, 10),
    typeLabel: PAYOUT_TYPE_LABELS[payout.type],
    stateLabel: PAYOUT_STATE_LABELS[payout.state],
    amountMinor: payout.amountMinor,
    currency: source.currency,
    seller: source.seller,
    payee: {
      name: text("wcu_display_name") || personal || affiliate.name,
      company: text("wcu-company"),
      addressLines: [text("wcu-billing1"), text("wcu-billing2"), text("wcu-billing3")].filter(Boolean),
      email: text("wcu_email") || affiliate.email,
      taxId: text("wcu-taxid"),
    },
    details: PAYOUT_GROUP_FIELDS[payout.type]
      .map((field) => {
        const value = (payout.details[field.name] ?? "").trim();
        return { label: field.label, value: field.kind === "secret" && value !== "" ? maskAccount(value) : value };
      })
      .filter((row) => row.value !== ""),
    entries,
    totals: { commissionMinor, clawbackMinor, settledMinor: commissionMinor + clawbackMinor },
    footer: source.footer,
  };
}

/** The statement's text as document blocks (see domain/documents/layout-blocks.ts). */
export function payoutStatementLayout(model: PayoutStatementModel): DocumentLayout {
  const money = (minor: number) => formatDocumentMoney(minor, model.currency);
  const row = (label: string, value: string): LabelledValue => ({ label, value });
  const payeeLines = [model.payee.name, model.payee.company, ...model.payee.addressLines, model.payee.email];
  if (model.payee.taxId !== "") payeeLines.push(`Tax id: ${model.payee.taxId}`);
  const blocks: (DocumentBlock | null)[] = [
    { type: "heading", title: model.title, stamp: null, brand: model.seller.name },
    {
      type: "parties",
      parties: [
        { heading: "From", lines: partyLines(model.seller, { contact: true, vat: true }) },
        { heading: "Paid to", lines: payeeLines.map((line) => line.trim()).filter((line) => line !== "") },
      ],
    },
    {
      type: "meta",
      rows: [
        row("Statement number", model.number),
        row("Statement date", formatDocumentDate(model.issueDate)),
        row("Payout", `#${model.payoutId}`),
        row("Requested", formatDocumentDate(model.requestedDate)),
        ...(model.paidDate === null ? [] : [row("Paid", formatDocumentDate(model.paidDate))]),
        row("Payout type", model.typeLabel),
        row("Status", model.stateLabel),
        row("Amount", money(model.amountMinor)),
      ],
    },
    model.details.length === 0 ? null : { type: "details", heading: "Payout details", rows: model.details },
    model.entries.length === 0
      ? {
          type: "notice",
          lines: [model.stateLabel === "Paid" ? "This payout settled no ledger entries." : "Ledger entries are settled when the payout is paid."],
        }
      : {
          type: "table",
          name: "items",
          caption: "Commission settled by this payout",
          columns: [
            { key: "order", label: "Order", align: "start", weight: 1.4 },
            { key: "date", label: "Date", align: "start", weight: 1.6 },
            { key: "entry", label: "Entry", align: "start", weight: 2.2 },
            { key: "amount", label: "Amount", align: "end", weight: 1.2 },
          ],
          rows: model.entries.map((entry) => [[entry.orderNumber], [formatDocumentDate(entry.date)], [entry.description], [money(entry.amountMinor)]]),
        },
    {
      type: "totals",
      rows: [
        { label: "Commission", value: money(model.totals.commissionMinor), grand: false },
        ...(model.totals.clawbackMinor === 0 ? [] : [{ label: "Clawbacks", value: money(model.totals.clawbackMinor), grand: false }]),
        { label: "Settled entries", value: money(model.totals.settledMinor), grand: false },
        { label: "Payout amount", value: money(model.amountMinor), grand: true },
      ],
    },
    model.footer.trim() === "" ? null : { type: "footer", text: model.footer },
  ];
  return {
    lang: DOCUMENT_LANG,
    title: [model.title, model.number, model.seller.name].filter((part) => part !== "").join(" – "),
    label: false,
    blocks: blocks.filter((block): block is DocumentBlock => block !== null),
  };
}
