import { ADDRESS_FIELD_KEYS } from "../../domain/checkout/address.ts";
import type { SavedAddress } from "../../server/services/customers/index.ts";
import type { FlashSlot } from "../../server/http/flash.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import { ACCOUNT_NOTICES, type AccountNoticeCode, type AddressView } from "./account-view.ts";

/** The one-time notice after a save; only its code travels in the (signed) cookie. */
export const ACCOUNT_NOTICE: FlashSlot = { name: "vitrine_account_notice", path: "/account" };

export function setAccountNotice(code: AccountNoticeCode, ctx: RequestContext): void {
  ctx.flash.put(ACCOUNT_NOTICE, code);
}

/** The notice the last save left (cleared as it is read), when it is one of ours. */
export function takeAccountNotice(ctx: RequestContext): AccountNoticeCode | null {
  const code = ctx.flash.take(ACCOUNT_NOTICE);
  return typeof code === "string" && Object.hasOwn(ACCOUNT_NOTICES, code) ? (code as AccountNoticeCode) : null;
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
