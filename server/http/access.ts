import { type AdminPermission, hasPermission, isStaff } from "../../domain/admin/permissions.ts";
import type { Customer, Role } from "../services/accounts/types.ts";

/**
 * Who may see a page or call an endpoint, as small named rules. A rule answers for the customer signed in
 * on the request (null for a guest), and says how whoever it does not allow is refused (the request
 * context's requireRole answers it): sent to log in (401 on the API), told the address does not exist
 * (404), told they may not (403), or, for the merchant admin, a guest sent to log in and anyone signed in
 * without the permission told they may not ("login-then-forbidden").
 */
export type AccessRule = {
  readonly name: string;
  allows(customer: Customer | null): boolean;
  readonly refuse: "login" | "not-found" | "forbidden" | "login-then-forbidden";
};

const hasRole = (customer: Customer | null, role: Role) => customer?.roles.includes(role) === true;

/** Anyone, signed in or not. */
export const anyone: AccessRule = { name: "anyone", allows: () => true, refuse: "not-found" };
/** A signed-in customer (any role); a guest is sent to log in and brought back. */
export const signedInCustomer: AccessRule = { name: "signed-in customer", allows: (customer) => customer !== null, refuse: "login" };
/**
 * A signed-in administrator. Everyone else is told the page does not exist: the dev tools (the mailbox
 * with its password-reset links) must not even be known to be there.
 */
export const administrator: AccessRule = { name: "administrator", allows: (customer) => hasRole(customer, "admin"), refuse: "not-found" };
/**
 * A signed-in administrator, for the merchant's calls the API publishes (the shop's settings): they are
 * listed in /api/openapi.json, so there is nothing to hide, and anyone else, guest or customer, is told
 * plainly that they may not (403).
 */
export const shopAdministrator: AccessRule = { name: "shop administrator", allows: (customer) => hasRole(customer, "admin"), refuse: "forbidden" };

/**
 * The merchant admin's rules, one per permission of domain/admin/permissions.ts: every admin loader,
 * action and admin API call asks one of these. A guest is sent to log in (401 on the API); a signed-in
 * account without the permission (a customer, an affiliate, an editor outside content) is refused 403.
 */
function staffRule(permission: AdminPermission, name: string): AccessRule {
  return {
    // Read in the refusal: "Only a catalogue manager may do this."
    name,
    allows: (customer) => customer !== null && hasPermission(customer.roles, permission),
    refuse: "login-then-forbidden",
  };
}

/** Any staff member (administrator, shop manager, editor): the admin's layout; each page asks its own rule too. */
export const staffMember: AccessRule = {
  name: "staff member",
  allows: (customer) => customer !== null && isStaff(customer.roles),
  refuse: "login-then-forbidden",
};
export const dashboardViewer = staffRule("dashboard", "staff member who sees the shop's figures");
export const catalogueManager = staffRule("catalogue", "catalogue manager");
export const orderManager = staffRule("orders", "order manager");
export const customerManager = staffRule("customers", "customer manager");
export const couponManager = staffRule("coupons", "coupon manager");
export const affiliateManager = staffRule("affiliates", "affiliate manager");
export const settingsManager = staffRule("settings", "administrator");
export const staffManager = staffRule("staff", "administrator managing staff");
export const auditReader = staffRule("audit", "administrator reading the audit log");
export const contentEditor = staffRule("content", "content editor");
