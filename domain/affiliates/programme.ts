/**
 * The affiliate programme's settings (one document the merchant edits): the default commission, the rates
 * for products and categories, the shares of the tiers above an affiliate, the approval delay, how long a
 * referral link is remembered, and the minimum payout. Percentages are basis points (1000 = 10 %), amounts
 * integer minor units.
 */
import { z } from "zod";
import { PAYOUT_TYPES } from "./dashboard.ts";

/** The programme's settings document in the `settings` table (and the audit log's entity id for its saves). */
export const PROGRAMME_SETTINGS_KEY = "affiliate-programme";

export const PERCENT_BASIS = 10_000;
export const MAX_TIER_LEVELS = 5;

/** A commission rate: a percentage of the net amount, or a fixed amount (per order, or per unit for a product/category rate). */
export const rateSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("percent"), basisPoints: z.number().int().min(0).max(PERCENT_BASIS) }),
  z.strictObject({ kind: z.literal("fixed"), amountMinor: z.number().int().min(0).max(10_000_000) }),
]);
export type Rate = z.infer<typeof rateSchema>;

export const programmeSettingsSchema = z.strictObject({
  defaultRate: rateSchema.default({ kind: "percent", basisPoints: 1000 }),
  productRates: z
    .array(z.strictObject({ productId: z.number().int().positive(), rate: rateSchema }))
    .max(500)
    .default([]),
  categoryRates: z
    .array(z.strictObject({ categoryId: z.number().int().positive(), rate: rateSchema }))
    .max(500)
    .default([]),
  /** Share of the direct commission earned by the parent (index 0), the grandparent (index 1), …; basis points. */
  tierShares: z.array(z.number().int().min(0).max(PERCENT_BASIS)).max(MAX_TIER_LEVELS).default([2000, 1000, 500]),
  /** Days after an order completes before its commission is approved. */
  approvalDelayDays: z.number().int().min(0).max(365).default(14),
  /** Days a `?ref=<code>` visit is remembered. */
  referralDays: z.number().int().min(1).max(365).default(30),
  minimumPayoutMinor: z.number().int().min(0).max(100_000_000).default(2000),
  /** The shop's account bank payouts leave from (the SEPA file's debtor). */
  sepaDebtor: z
    .strictObject({ name: z.string().min(1).max(70), iban: z.string().max(42), bic: z.string().max(11) })
    .default({ name: "Vitrine Demo Shop", iban: "BE71096123456769", bic: "GKCCBEBB" }),
  /** New applications are approved at once instead of waiting for staff. */
  autoApprove: z.boolean().default(false),
  /** The payout types affiliates may request (the payout form offers these only). */
  payoutTypes: z
    .array(z.enum(PAYOUT_TYPES))
    .min(1, "Offer at least one payout type.")
    .refine((types) => new Set(types).size === types.length, "Each payout type once.")
    .default([...PAYOUT_TYPES]),
});
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

export const DEFAULT_PROGRAMME_SETTINGS: ProgrammeSettings = programmeSettingsSchema.parse({});

/** Reads a stored document, falling back to the defaults for anything missing or broken. */
export function readProgrammeSettings(stored: unknown): ProgrammeSettings {
  const parsed = programmeSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_PROGRAMME_SETTINGS;
}
