import type { Customer, Role } from "../services/accounts/types.ts";

/**
 * Who may see a page or call an endpoint, as small named rules. A rule answers for the customer signed in
 * on the request (null for a guest), and says how whoever it does not allow is refused (the request
 * context's requireRole answers it): sent to log in (401 on the API), told the address does not exist
 * (404), or told they may not (403).
 */
export type AccessRule = {
  readonly name: string;
  allows(customer: Customer | null): boolean;
  readonly refuse: "login" | "not-found" | "forbidden";
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
