import type { Customer, Role } from "../services/accounts/types.ts";

/**
 * Who may see a page or call an endpoint, as small named rules. A rule answers for the customer signed in
 * on the request (null for a guest).
 */
export type AccessRule = { readonly name: string; allows(customer: Customer | null): boolean; readonly refuse: "login" | "not-found" };
// "login": a guest is asked to log in (401 on the API); a signed-in customer the rule refuses gets 403.

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
 * A signed-in administrator, for the shop's settings API: a guest is told to log in (401) and a signed-in
 * customer without the role is refused (403), so the settings calls say why they failed.
 */
export const shopAdministrator: AccessRule = { name: "shop administrator", allows: (customer) => hasRole(customer, "admin"), refuse: "login" };
