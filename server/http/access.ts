import type { Customer, Role } from "../services/accounts/types.ts";

/**
 * Who may see a page or call an endpoint, as small named rules. A rule answers for the customer signed in
 * on the request (null for a guest).
 */
export type AccessRule = { readonly name: string; allows(customer: Customer | null): boolean; readonly refuse: "login" | "not-found" };

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
