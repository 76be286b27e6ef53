/**
 * The merchant's shipping, tax and payment settings, each stored as its own settings row. A row that is
 * missing, or that no longer fits its schema, falls back to the demo shop's values, so checkout always
 * has something coherent to price with.
 */
import { z } from "zod";
import { DEMO_PAYMENT_SETTINGS, paymentSettingsSchema, type PaymentSettings } from "./payment-methods.ts";
import { DEMO_SHIPPING_SETTINGS, shippingSettingsSchema, type ShippingSettings } from "./shipping.ts";
import { DEMO_TAX_SETTINGS, taxSettingsSchema, type TaxSettings } from "./tax.ts";

export type PricingSettings = { shipping: ShippingSettings; tax: TaxSettings; payment: PaymentSettings };
export const DEMO_PRICING_SETTINGS: PricingSettings = { shipping: DEMO_SHIPPING_SETTINGS, tax: DEMO_TAX_SETTINGS, payment: DEMO_PAYMENT_SETTINGS };

const uniqueIds = (methods: readonly { id: string }[]) => new Set(methods.map((m) => m.id)).size === methods.length;

/** Shipping settings a checkout can choose from unambiguously: method ids unique within a zone, a country in one zone only. */
export const storedShippingSettingsSchema = shippingSettingsSchema.superRefine((settings, ctx) => {
  const seen = new Map<string, string>();
  settings.zones.forEach((zone, index) => {
    if (!uniqueIds(zone.methods)) ctx.addIssue({ code: "custom", path: ["zones", index, "methods"], message: "Method ids must be unique within a zone." });
    for (const country of zone.countries) {
      const earlier = seen.get(country);
      if (earlier !== undefined) ctx.addIssue({ code: "custom", path: ["zones", index, "countries"], message: `${country} is already in zone ${earlier}.` });
      else seen.set(country, zone.id);
    }
  });
  if (!uniqueIds(settings.zones)) ctx.addIssue({ code: "custom", path: ["zones"], message: "Zone ids must be unique." });
  if (!uniqueIds(settings.restOfWorld.methods))
    ctx.addIssue({ code: "custom", path: ["restOfWorld", "methods"], message: "Method ids must be unique within a zone." });
});

/** Each part's settings row, the schema a saved value must fit, and the value used when the row is absent. */
export const PRICING_SETTINGS_PARTS = {
  shipping: { key: "shipping", schema: storedShippingSettingsSchema, fallback: DEMO_SHIPPING_SETTINGS },
  tax: { key: "tax", schema: taxSettingsSchema, fallback: DEMO_TAX_SETTINGS },
  payments: { key: "payments", schema: paymentSettingsSchema, fallback: DEMO_PAYMENT_SETTINGS },
} as const;
export type PricingSettingsPart = keyof typeof PRICING_SETTINGS_PARTS;
export const PRICING_SETTINGS_PART_NAMES = Object.keys(PRICING_SETTINGS_PARTS) as PricingSettingsPart[];

function resolvePart<T>(schema: z.ZodType<T>, stored: unknown, fallback: T): T {
  if (stored === null || stored === undefined) return fallback;
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : fallback;
}

/** The settings to price with from the three stored rows (null where a row is missing). */
export function resolvePricingSettings(stored: Record<PricingSettingsPart, unknown>): PricingSettings {
  return {
    shipping: resolvePart(PRICING_SETTINGS_PARTS.shipping.schema, stored.shipping, DEMO_SHIPPING_SETTINGS),
    tax: resolvePart(PRICING_SETTINGS_PARTS.tax.schema, stored.tax, DEMO_TAX_SETTINGS),
    payment: resolvePart(PRICING_SETTINGS_PARTS.payments.schema, stored.payments, DEMO_PAYMENT_SETTINGS),
  };
}
