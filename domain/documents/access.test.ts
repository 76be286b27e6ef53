import { describe, expect, it } from "vitest";
import { type DocumentAccess, documentAccess, type DocumentViewer } from "./access.ts";
import { DEFAULT_DOCUMENT_SETTINGS } from "./document-settings.ts";

const owner: DocumentViewer = { customerId: 7, staff: false };
const other: DocumentViewer = { customerId: 8, staff: false };
const guest: DocumentViewer = { customerId: null, staff: false };
const staff: DocumentViewer = { customerId: 1, staff: true };
const accountOrder = { customerId: 7, key: "wc_order_abc" };
const guestOrder = { customerId: null, key: "wc_order_xyz" };
const orderLink = DEFAULT_DOCUMENT_SETTINGS;
const loggedIn = { ...DEFAULT_DOCUMENT_SETTINGS, accessType: "logged_in" as const };

describe("documentAccess", () => {
  const rows: [string, DocumentViewer, typeof accountOrder | typeof guestOrder, string, typeof orderLink, DocumentAccess][] = [
    ["the owner opens their own order's invoice", owner, accountOrder, "", orderLink, "allowed"],
    ["another customer is told it does not exist (404, not 403)", other, accountOrder, "", orderLink, "not-found"],
    ["another customer with a wrong key: not found", other, accountOrder, "wrong", orderLink, "not-found"],
    ["a guest with the order's key opens it when access is by order link", guest, guestOrder, "wc_order_xyz", orderLink, "allowed"],
    ["a guest with a wrong key: not found", guest, guestOrder, "wc_order_abc", orderLink, "not-found"],
    ["a guest without a key is sent to log in", guest, guestOrder, "", orderLink, "login"],
    ["with logged_in access a guest is sent to log in, key or not", guest, guestOrder, "wc_order_xyz", loggedIn, "login"],
    ["with logged_in access the signed-in owner opens it", owner, accountOrder, "", loggedIn, "allowed"],
    ["a signed-in customer with a guest order's key opens it by order link", other, guestOrder, "wc_order_xyz", orderLink, "allowed"],
    ["…but not when access is logged_in (the order is not theirs)", other, guestOrder, "wc_order_xyz", loggedIn, "not-found"],
    ["staff open any order", staff, accountOrder, "", loggedIn, "allowed"],
    ["a guest holding an account order's key is sent to log in: the key opens only a guest's order", guest, accountOrder, "wc_order_abc", orderLink, "login"],
    ["another customer holding an account order's key: not found", other, accountOrder, "wc_order_abc", orderLink, "not-found"],
    ["the owner opens their order with its key too", owner, accountOrder, "wc_order_abc", orderLink, "allowed"],
  ];
  for (const [name, viewer, order, givenKey, settings, expected] of rows) {
    it(name, () => expect(documentAccess(viewer, { kind: "invoice", order, givenKey }, settings)).toBe(expected));
  }

  it("a kind not offered to customers is not found for them, and open to staff", () => {
    const settings = { ...orderLink, customerKinds: ["invoice" as const] };
    expect(documentAccess(owner, { kind: "shipping-label", order: accountOrder, givenKey: "" }, settings)).toBe("not-found");
    expect(documentAccess(staff, { kind: "shipping-label", order: accountOrder, givenKey: "" }, settings)).toBe("allowed");
  });
});
