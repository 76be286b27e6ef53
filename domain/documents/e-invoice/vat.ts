/**
 * VAT categories of EN 16931 (code list UNCL 5305 as the standard restricts it) and the one decision
 * the shop makes among them. The model knows a rate per line and, from the store settings, whether the
 * shop's untaxed sales are exempt, so:
 * - a positive rate is standard rated (S);
 * - a zero rate from a VAT-registered seller is exempt (E) when the seller states the legal ground of
 *   its exemption, and zero rated (Z) otherwise;
 * - a seller without a VAT identifier charging no VAT at all is not subject to VAT (O), which the
 *   rules require to be the only category on the invoice and to give a reason.
 */
import type { DocumentVatExemption } from "../model.ts";

export const VAT_CATEGORY = { standard: "S", zeroRated: "Z", exempt: "E", notSubjectToVat: "O" } as const;
export type VatCategoryCode = (typeof VAT_CATEGORY)[keyof typeof VAT_CATEGORY];

/** BR-O-10: the reason a seller outside the VAT system states, as code (VATEX list) and as text. */
export const NOT_SUBJECT_TO_VAT_REASON = { code: "VATEX-EU-O", text: "Not subject to VAT" } as const;

export type VatKey = { category: VatCategoryCode; /** Basis points; null for O, which carries no rate (BR-O-05). */ rate: number | null };

type VatSeller = { vatNumber: string; vatExemption?: DocumentVatExemption | null };

export function vatCategoryFor(rate: number, seller: VatSeller, allRatesZero: boolean): VatKey {
  if (rate > 0) return { category: VAT_CATEGORY.standard, rate };
  const registered = normalizedVatNumber(seller.vatNumber, "") !== "";
  if (!registered && allRatesZero) return { category: VAT_CATEGORY.notSubjectToVat, rate: null };
  if (registered && exemptionOf(seller)) return { category: VAT_CATEGORY.exempt, rate: 0 };
  return { category: VAT_CATEGORY.zeroRated, rate: 0 };
}

/** The seller's stated exemption, when it has a text (BR-E-10 asks for a code or a text; the shop always gives the text). */
function exemptionOf(seller: VatSeller): DocumentVatExemption | null {
  const text = seller.vatExemption?.text.trim() ?? "";
  return text === "" ? null : { code: seller.vatExemption?.code.trim() ?? "", text };
}

export function vatKeyId(key: VatKey): string {
  return `${key.category}:${key.rate ?? "-"}`;
}

/**
 * The exemption reason a breakdown row must give for its category (O: the fixed one; E: the seller's), or
 * null when it must give none (S and Z may not, BR-S-10 and BR-Z-10). `code` is "" when only a text is known.
 */
export function exemptionReasonFor(category: VatCategoryCode, seller: VatSeller = { vatNumber: "" }): { code: string; text: string } | null {
  if (category === VAT_CATEGORY.notSubjectToVat) return NOT_SUBJECT_TO_VAT_REASON;
  if (category === VAT_CATEGORY.exempt) return exemptionOf(seller);
  return null;
}

/** Greece's VAT identifiers start with EL, not its ISO code GR (the one exception BR-CO-9 allows). */
const VAT_PREFIX_EXCEPTIONS: Readonly<Record<string, string>> = { GR: "EL" };

/**
 * A VAT identifier as BR-CO-9 wants it: no spaces, dots or dashes, upper case, starting with the
 * country prefix (added from the party's country when it was typed without one). "" stays "".
 */
export function normalizedVatNumber(vatNumber: string, country: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  if (compact === "") return "";
  if (/^[A-Z]{2}/.test(compact)) return compact;
  const code = country.toUpperCase();
  return `${VAT_PREFIX_EXCEPTIONS[code] ?? code}${compact}`;
}
