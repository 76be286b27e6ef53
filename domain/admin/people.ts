/**
 * The customers and staff screens' constants, free of zod so the browser's components can read them:
 * page size, limits, the roles each screen sets, the list's sort columns, and the labels shown.
 */
import { STAFF_ROLES } from "./permissions.ts";

export const CUSTOMERS_PER_PAGE = 25;
export const CUSTOMER_SEARCH_MAX = 200;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
/** The roles the customers screen sets; staff roles are the staff screen's (an administrator's). */
export const CUSTOMER_ROLES = ["customer", "affiliate"] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];
export const CUSTOMER_SORTS = ["created", "email", "name", "orders"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_ROLE_FILTERS = ["customer", "affiliate", ...STAFF_ROLES] as const;

export const ROLE_LABELS = {
  customer: "Customer",
  affiliate: "Affiliate",
  admin: "Administrator",
  shop_manager: "Shop manager",
  editor: "Editor",
} as const satisfies Record<(typeof CUSTOMER_ROLE_FILTERS)[number], string>;

export const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role] ?? role;
