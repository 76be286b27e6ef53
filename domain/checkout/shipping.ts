/**
 * Shipping zones and methods. A zone lists country codes; the first zone naming the shopper's country
 * applies, and a country no zone names falls to "rest of world". Costs are integer minor units and are
 * entered the same way as product prices (see tax.ts for how tax treats them).
 */
import { z } from "zod";
import { COUNTRY_CODE_PATTERN, EU_COUNTRY_CODES, normalizeCountryCode } from "./countries.ts";

const minor = z.number().int().nonnegative();
const methodBase = { id: z.string().min(1).max(40), title: z.string().min(1).max(80) };

/** Which condition unlocks free shipping: the order value, a free-shipping coupon, either, or both. */
export const FREE_SHIPPING_REQUIREMENTS = ["min_amount", "coupon", "either", "both"] as const;

export const shippingMethodSchema = z.discriminatedUnion("type", [
  z.object({ ...methodBase, type: z.literal("flat_rate"), cost: minor }),
  z.object({ ...methodBase, type: z.literal("free_shipping"), requires: z.enum(FREE_SHIPPING_REQUIREMENTS), minAmount: minor.nullable() }),
  z.object({ ...methodBase, type: z.literal("local_pickup"), cost: minor }),
]);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export type ShippingMethodType = ShippingMethod["type"];

const countryCode = z.string().transform(normalizeCountryCode).pipe(z.string().regex(COUNTRY_CODE_PATTERN));

export const shippingZoneSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  countries: z.array(countryCode).min(1),
  methods: z.array(shippingMethodSchema),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

export const shippingSettingsSchema = z.object({
  zones: z.array(shippingZoneSchema),
  restOfWorld: z.object({ name: z.string().min(1).max(80), methods: z.array(shippingMethodSchema) }),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

const FREE_OVER_60_EUR = { id: "free", type: "free_shipping", title: "Free shipping", requires: "either", minAmount: 6000 } as const;

export const DEMO_SHIPPING_SETTINGS: ShippingSettings = shippingSettingsSchema.parse({
  zones: [
    {
      id: "ie",
      name: "Ireland",
      countries: ["IE"],
      methods: [
        { id: "flat", type: "flat_rate", title: "Standard delivery", cost: 495 },
        FREE_OVER_60_EUR,
        { id: "pickup", type: "local_pickup", title: "Collect from our Dublin shop", cost: 0 },
      ],
    },
    {
      id: "eu",
      name: "European Union",
      countries: EU_COUNTRY_CODES.filter((code) => code !== "IE"),
      methods: [{ id: "flat", type: "flat_rate", title: "Standard delivery", cost: 495 }, FREE_OVER_60_EUR],
    },
  ],
  restOfWorld: {
    name: "Rest of world",
    methods: [
      { id: "flat", type: "flat_rate", title: "International delivery", cost: 1495 },
      { id: "free", type: "free_shipping", title: "Free shipping", requires: "coupon", minAmount: null },
    ],
  },
});

export function zoneForCountry(settings: ShippingSettings, country: string): { id: string; name: string; methods: ShippingMethod[] } {
  const code = normalizeCountryCode(country);
  return settings.zones.find((zone) => zone.countries.includes(code)) ?? { id: "rest_of_world", ...settings.restOfWorld };
}

export type ShippingQuoteInput = { country: string; subtotalAfterDiscounts: number; hasFreeShippingCoupon: boolean };
export type AvailableShippingMethod = { id: string; type: ShippingMethodType; title: string; cost: number };

export function isFreeShippingUnlocked(method: Extract<ShippingMethod, { type: "free_shipping" }>, input: ShippingQuoteInput): boolean {
  const amountReached = method.minAmount !== null && input.subtotalAfterDiscounts >= method.minAmount;
  switch (method.requires) {
    case "min_amount":
      return amountReached;
    case "coupon":
      return input.hasFreeShippingCoupon;
    case "either":
      return amountReached || input.hasFreeShippingCoupon;
    case "both":
      return amountReached && input.hasFreeShippingCoupon;
  }
}

export function availableShippingMethods(settings: ShippingSettings, input: ShippingQuoteInput): AvailableShippingMethod[] {
  return zoneForCountry(settings, input.country).methods.flatMap((method): AvailableShippingMethod[] => {
    if (method.type === "free_shipping")
      return isFreeShippingUnlocked(method, input) ? [{ id: method.id, type: method.type, title: method.title, cost: 0 }] : [];
    return [{ id: method.id, type: method.type, title: method.title, cost: method.cost }];
  });
}

/**
 * The shopper's earlier choice stays while it is offered. Otherwise the cheapest method that delivers
 * (free shipping wins as soon as it unlocks; the first listed wins a tie); local pickup is never chosen
 * for the shopper, since it asks them to travel, unless it is the only method.
 */
export function defaultShippingMethod(methods: readonly AvailableShippingMethod[], previousId?: string | null): AvailableShippingMethod | null {
  const previous = methods.find((method) => method.id === previousId);
  if (previous) return previous;
  const delivering = methods.filter((method) => method.type !== "local_pickup");
  const candidates = delivering.length > 0 ? delivering : methods;
  return candidates.reduce<AvailableShippingMethod | null>((best, method) => (best === null || method.cost < best.cost ? method : best), null);
}
