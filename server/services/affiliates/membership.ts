/**
 * Joining the programme and the affiliate's own settings: a customer applies (pending, or approved at once
 * when the programme says so); the settings save (call 2) changes only the caller's own affiliate.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AffiliateSettingsSaved } from "../../../domain/affiliates/dashboard.ts";
import { checkSettingsPayload, EMPTY_SETTINGS } from "../../../domain/affiliates/settings-payload.ts";
import type { Db, Queryable } from "../../db/kit/index.ts";
import { affiliates, customerRoles, customers } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { readProgramme } from "./programme.ts";

export const APPLICATION_TEXT_MAX = 500;
export const SETTINGS_SAVED_MESSAGE = "Your settings have been saved.";

/** A readable referral code: letters of the name and four random characters ("anna-7k2q"). */
export function referralCodeFor(name: string): string {
  const stem =
    name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z0-9]+/g, "")
      .slice(0, 12) || "friend";
  return `${stem}-${randomBytes(3).toString("hex").slice(0, 4)}`;
}

/** Gives the account the affiliate role (the dashboard's access rule reads it). */
export async function grantAffiliateRole(tx: Queryable, customerId: number): Promise<void> {
  await tx.insert(customerRoles).values({ customerId, role: "affiliate" }).onConflictDoNothing();
}

export async function apply(db: Db, userId: number, input: { website: string; note: string }, now: Date): Promise<{ status: "pending" | "approved" }> {
  const website = input.website.trim();
  const note = input.note.trim();
  if (website.length > APPLICATION_TEXT_MAX || note.length > APPLICATION_TEXT_MAX)
    throw new ServiceError("invalid", "application_too_long", `At most ${APPLICATION_TEXT_MAX} characters.`, {
      fields: website.length > APPLICATION_TEXT_MAX ? { website: "Too long." } : { note: "Too long." },
    });
  if (website !== "" && !/^https?:\/\/\S+\.\S+$/i.test(website))
    throw new ServiceError("invalid", "invalid_website", "Enter a web address starting with http:// or https://.", {
      fields: { website: "Enter a web address." },
    });
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, userId)).for("update");
    if (!customer) throw new ServiceError("unauthenticated", "not_signed_in", "Please log in to apply.");
    const [existing] = await tx.select({ status: affiliates.status }).from(affiliates).where(eq(affiliates.customerId, userId));
    if (existing) {
      if (existing.status === "suspended") throw new ServiceError("forbidden", "affiliate_suspended", "Your affiliate account is suspended.");
      return { status: existing.status };
    }
    const { autoApprove } = await readProgramme(tx);
    const status = autoApprove ? "approved" : "pending";
    const name = customer.displayName || customer.firstName || customer.email.split("@")[0]!;
    await tx.insert(affiliates).values({
      customerId: userId,
      status,
      referralCode: referralCodeFor(name),
      website,
      note,
      approvedAt: autoApprove ? now : null,
      settings: { ...EMPTY_SETTINGS, wcu_email: customer.email, wcu_first_name: customer.firstName, wcu_last_name: customer.lastName, wcu_website: website },
    });
    if (autoApprove) await grantAffiliateRole(tx, userId);
    return { status };
  });
}

/**
 * Saves the settings payload. `post_id` must be the caller's own affiliate id (anything else is refused
 * as not theirs); every field is checked. `updatedPayoutFields.payouttype` carries the new payout type when
 * the save changed it, and is empty when it did not (the page reloads only in the first case).
 */
export async function saveSettings(db: Db, userId: number, input: Record<string, string>): Promise<AffiliateSettingsSaved> {
  return db.transaction(async (tx) => {
    const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.customerId, userId)).for("update");
    if (!affiliate) throw new ServiceError("forbidden", "not_an_affiliate", "Only affiliates have these settings.");
    if (String(input.post_id ?? "").trim() !== String(affiliate.id))
      throw new ServiceError("forbidden", "not_your_affiliate", "These settings belong to another affiliate.", { fields: { post_id: "Not yours." } });
    const stored = { ...EMPTY_SETTINGS, ...affiliate.settings };
    const checked = checkSettingsPayload(input, stored);
    if (!checked.ok) throw new ServiceError("invalid", "invalid_settings", checked.message, { fields: checked.fields });
    const { post_id: _postId, ...value } = checked.value;
    await tx.update(affiliates).set({ settings: value }).where(eq(affiliates.id, affiliate.id));
    const changed = value.payouttype !== stored.payouttype;
    return { message: SETTINGS_SAVED_MESSAGE, updatedPayoutFields: { payouttype: changed ? value.payouttype : "" } };
  });
}
