import type { SavedAddress } from "../../server/services/customers/index.ts";
import { isSecure } from "./cart-page.server.ts";
import { ADDRESS_KEYS as ADDRESS_FIELD_KEYS } from "./checkout.server.ts";
import { ACCOUNT_NOTICES, type AccountNoticeCode, type AddressView } from "./account-view.ts";

/** The one-time notice after a save; only its code travels in the cookie. */
export const ACCOUNT_NOTICE_COOKIE = "vitrine_account_notice";

export function accountNoticeCookie(code: AccountNoticeCode | null, request: Request): string {
  const tail = `; Path=/account; HttpOnly; SameSite=Lax${isSecure(request) ? "; Secure" : ""}`;
  return code ? `${ACCOUNT_NOTICE_COOKIE}=${code}${tail}; Max-Age=60` : `${ACCOUNT_NOTICE_COOKIE}=${tail}; Max-Age=0`;
}

export function readAccountNotice(request: Request): AccountNoticeCode | null {
  const raw = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${ACCOUNT_NOTICE_COOKIE}=`))
    ?.slice(ACCOUNT_NOTICE_COOKIE.length + 1);
  return raw && Object.hasOwn(ACCOUNT_NOTICES, raw) ? (raw as AccountNoticeCode) : null;
}

/** The edit form's fields (`billing_firstName`, …) as the customers service takes them; it validates. */
export function addressInput(form: FormData, kind: "billing" | "shipping"): Record<string, string> {
  const keys = kind === "billing" ? ADDRESS_FIELD_KEYS : ADDRESS_FIELD_KEYS.filter((key) => key !== "phone");
  return Object.fromEntries(keys.map((key) => [key, String(form.get(`${kind}_${key}`) ?? "")]));
}

export function addressView(address: SavedAddress | null): AddressView | null {
  return address ? { ...address } : null;
}

/** A saved address as the checkout form's typed values (`billing_firstName`, …). */
export function addressValues(kind: "billing" | "shipping", address: SavedAddress | null): Record<string, string> {
  if (!address) return {};
  const keys = kind === "billing" ? ADDRESS_FIELD_KEYS : ADDRESS_FIELD_KEYS.filter((key) => key !== "phone");
  return Object.fromEntries(keys.map((key) => [`${kind}_${key}`, address[key]]));
}

/** The checkout starts from the customer's saved addresses; shipping elsewhere is ticked when the saved shipping address differs. */
export function checkoutPrefill(saved: { billing: SavedAddress | null; shipping: SavedAddress | null }): Record<string, string> {
  const values = { ...addressValues("billing", saved.billing), ...addressValues("shipping", saved.shipping) };
  const differs = saved.shipping && (!saved.billing || ADDRESS_FIELD_KEYS.some((key) => key !== "phone" && saved.shipping![key] !== saved.billing![key]));
  if (differs) values.ship_to_different_address = "1";
  return values;
}
