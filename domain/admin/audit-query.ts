/**
 * The audit log's filters as a query (`?entity=&entityId=&actor=&action=&from=&to=&after=`), checked the
 * same way for the page, its CSV export and the JSON API. Dates are whole days in UTC, both ends included.
 */
import { z } from "zod";
import { parseCursor } from "./audit-view.ts";

export const AUDIT_PAGE_SIZE = 50;
/** The most entries one CSV export holds (the audit service's own cap). */
export const AUDIT_EXPORT_MAX = 10_000;
const DAY_MS = 86_400_000;

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .regex(pattern, { error: message })
    .optional()
    .transform((value) => (value === "" ? undefined : value));
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d\d-\d\d)?$/, { error: "Use a date like 2026-11-26.", abort: true })
  .refine((value) => value === "" || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: "That date does not exist." })
  .optional()
  .transform((value) => (value ? value : undefined));

export const auditQuerySchema = z
  .object({
    entity: optionalText(40, /^[a-z_]*$/, "Lower-case letters and _ only."),
    entityId: optionalText(64, /^[\w.-]*$/, "Letters, digits and . _ - only."),
    actor: optionalText(254, /^[^\s<>]*$/, "An e-mail address."),
    action: optionalText(60, /^[a-z_.]*$/, "Like settings.update."),
    from: day,
    to: day,
    after: z
      .string()
      .max(60)
      .optional()
      .refine((value) => !value || parseCursor(value) !== null, { error: "That is not a position in the log." }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: "The end date is before the start date.", path: ["to"] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The query's dates as the instants the service filters by: from the first to the last millisecond of the days. */
export function auditDateRange(query: { from?: string | undefined; to?: string | undefined }): { from?: Date; to?: Date } {
  return {
    ...(query.from ? { from: new Date(`${query.from}T00:00:00.000Z`) } : {}),
    ...(query.to ? { to: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS - 1) } : {}),
  };
}
