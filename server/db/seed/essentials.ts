import { PRODUCTION_PAYMENT_SETTINGS } from "../../../domain/checkout/payment-methods.ts";
import { PRICING_SETTINGS_PARTS } from "../../../domain/checkout/pricing-settings.ts";
import type { Db } from "../connect.ts";
import { settings } from "../schema/index.ts";

/**
 * What a shop started without the demo needs before its merchant has set anything: the payments row,
 * so checkout reads the production values (no demo bank account, no test payments) rather than the
 * demo's defaults. Every other setting reads well as its default. No account, product or order is made:
 * the first administrator comes from the setup page or `npm run create-admin`. A row already there
 * (the merchant's, or a demo shop's) is left as it is.
 */
export async function writeShopEssentials(db: Db): Promise<void> {
  await db.insert(settings).values({ key: PRICING_SETTINGS_PARTS.payments.key, value: PRODUCTION_PAYMENT_SETTINGS }).onConflictDoNothing();
}
