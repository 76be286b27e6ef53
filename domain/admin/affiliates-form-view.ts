/**
 * The affiliate programme's settings as a form: a rate (percent or fixed, a discriminated union) keeps
 * both of its amounts as fields, the kind choosing which one counts, so switching the kind needs no
 * script; the payout types offered become one checkbox per type (a list could not be refilled once
 * emptied). `affiliatesFromFormView` turns the form back into the document the programme's schema judges.
 */
import { PAYOUT_TYPES } from "../affiliates/dashboard.ts";

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === "object" && value !== null && !Array.isArray(value);

function rateView(rate: unknown): Doc {
  const value = isDoc(rate) ? rate : {};
  return {
    kind: value.kind === "fixed" ? "fixed" : "percent",
    basisPoints: typeof value.basisPoints === "number" ? value.basisPoints : 0,
    amountMinor: typeof value.amountMinor === "number" ? value.amountMinor : 0,
  };
}

function rateFromView(view: unknown): unknown {
  if (!isDoc(view)) return view;
  if (view.kind === "fixed") return { kind: "fixed", amountMinor: view.amountMinor };
  if (view.kind === "percent") return { kind: "percent", basisPoints: view.basisPoints };
  return view;
}

const rows = (value: unknown, map: (row: Doc) => Doc) => (Array.isArray(value) ? value.map((row) => (isDoc(row) ? map(row) : row)) : value);

export function affiliatesFormView(document: Doc): Doc {
  const offered = Array.isArray(document.payoutTypes) ? document.payoutTypes : [];
  return {
    ...document,
    defaultRate: rateView(document.defaultRate),
    productRates: rows(document.productRates, (row) => ({ ...row, rate: rateView(row.rate) })),
    categoryRates: rows(document.categoryRates, (row) => ({ ...row, rate: rateView(row.rate) })),
    payoutTypes: Object.fromEntries(PAYOUT_TYPES.map((type) => [type, offered.includes(type)])),
  };
}

export function affiliatesFromFormView(view: Doc): Doc {
  const offered = isDoc(view.payoutTypes) ? view.payoutTypes : {};
  return {
    ...view,
    defaultRate: rateFromView(view.defaultRate),
    productRates: rows(view.productRates, (row) => ({ ...row, rate: rateFromView(row.rate) })),
    categoryRates: rows(view.categoryRates, (row) => ({ ...row, rate: rateFromView(row.rate) })),
    payoutTypes: PAYOUT_TYPES.filter((type) => offered[type] === true),
  };
}
