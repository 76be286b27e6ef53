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

/** An account as the customer screen and the GDPR tools read it. */
export type CustomerAccount = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  createdAt: Date;
  deactivatedAt: Date | null;
  anonymisedAt: Date | null;
  hasPassword: boolean;
  roles: string[];
};

export type CustomerAddress = {
  id: number;
  kind: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
};

/** Everything the customer screen shows about one account: what the people service reads, what the screen renders. */
export type CustomerDetail = CustomerAccount & {
  orders: { id: number; number: string; status: string; createdAt: Date; total: number; currency: string; itemCount: number }[];
  orderCount: number;
  addresses: CustomerAddress[];
  /** Live sessions; `id` is the stored hash (never the cookie's token), which the end-session form sends back. */
  sessions: { id: string; createdAt: Date; expiresAt: Date }[];
};
