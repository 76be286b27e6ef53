/**
 * The inputs of the customers and staff screens and their API, one strict schema each: the pages parse
 * their forms with these and the API publishes them in /api/openapi.json.
 */
import { z } from "zod";
import { coercedInt4 } from "../limits.ts";
import { ERASURE_REASON_MAX } from "./gdpr-erasure.ts";
import { STAFF_ROLES } from "./permissions.ts";
import { CUSTOMER_ROLE_FILTERS, CUSTOMER_ROLES, CUSTOMER_SEARCH_MAX, CUSTOMER_SORTS, EMAIL_MAX, NAME_MAX } from "./people.ts";

export * from "./people.ts";

const rowId = coercedInt4(1);
export const customerIdParams = z.strictObject({ id: rowId });

/** The list's query: unknown or malformed values fall back to the defaults, so a hand-edited URL still lists. */
export const customerListQuery = z.strictObject({
  q: z.string().trim().max(CUSTOMER_SEARCH_MAX).optional().catch(undefined),
  role: z.enum(CUSTOMER_ROLE_FILTERS).optional().catch(undefined),
  sort: z.enum(CUSTOMER_SORTS).default("created").catch("created"),
  dir: z.enum(["asc", "desc"]).default("desc").catch("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerRolesBody = z.strictObject({
  roles: z.array(z.enum(CUSTOMER_ROLES)).max(CUSTOMER_ROLES.length),
});

export const erasureBody = z.strictObject({
  confirmEmail: z.string().trim().min(1, "Type the customer's e-mail address to confirm.").max(EMAIL_MAX),
  reason: z.string().trim().min(3, "Say why the data is erased (at least 3 characters).").max(ERASURE_REASON_MAX),
});

export const endSessionBody = z.strictObject({ session: z.string().regex(/^[0-9a-f]{64}$/, "Unknown session.") });

const email = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email("Please enter a valid e-mail address."));
const name = z.string().trim().max(NAME_MAX).default("");

export const staffInviteBody = z.strictObject({
  email,
  role: z.enum(STAFF_ROLES, "Choose a role."),
  firstName: name,
  lastName: name,
});
export const staffRoleBody = z.strictObject({ role: z.enum([...STAFF_ROLES, "none"], "Choose a role.") });

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
