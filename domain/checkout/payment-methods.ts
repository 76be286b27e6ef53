/**
 * Offline payment methods. Bank transfer and cheque orders wait "on-hold" until the money arrives; cash
 * on delivery orders go straight to "processing", since the shop is paid when it hands the parcel over.
 * Cash on delivery needs something handed over: it is offered only for orders that ship, and only for
 * the shipping method types the shop allows (all three by default, pickup being paid at the counter).
 */
import { z } from "zod";
import type { ShippingMethodType } from "./shipping.ts";

export const PAYMENT_METHOD_IDS = ["bacs", "cheque", "cod", "card"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
export type InitialOrderStatus = "on-hold" | "processing" | "pending";

/** A card order waits, pending, until it is paid on the pay-for-order page that checkout goes on to. */
export const INITIAL_ORDER_STATUS: Readonly<Record<PaymentMethodId, InitialOrderStatus>> = {
  bacs: "on-hold",
  cheque: "on-hold",
  cod: "processing",
  card: "pending",
};

/** Methods paid on the pay-for-order page right after the order is placed. */
export const PAID_AFTER_PLACING: ReadonlySet<PaymentMethodId> = new Set(["card"]);

const text = z.string().trim().max(500);

/**
 * When a card payment's money is taken: as soon as the card is authorised, or only held (authorised) until
 * staff capture it from the order page, for shops that check stock or fraud before taking the money.
 */
export const CARD_CAPTURE_MODES = ["immediately", "when_staff_capture"] as const;
export type CardCaptureMode = (typeof CARD_CAPTURE_MODES)[number];

const DEFAULT_CARD_SETTINGS = {
  enabled: true,
  title: "Credit or debit card",
  description: "Pay securely by card on the next page, through the shop's payment provider.",
  capture: "immediately" as CardCaptureMode,
  testPayments: false,
};

/**
 * The shop's card payments go through the built-in test gateway, which takes no real money: checkout
 * offers the card only while the merchant has switched test payments on (the demo shop does). A stored
 * card entry without the setting (saved before it existed) has it off.
 */
export { TEST_PAYMENTS_NOTICE } from "./test-payments.ts";
const methodSettings = { enabled: z.boolean(), title: text.min(1).max(80), description: text };

export const paymentSettingsSchema = z.object({
  bacs: z.object({ ...methodSettings, accountName: text, iban: text, bic: text, bankName: text }),
  cheque: z.object({ ...methodSettings }),
  cod: z.object({ ...methodSettings, enabledForShippingTypes: z.array(z.enum(["flat_rate", "free_shipping", "local_pickup"])) }),
  // Settings saved before card payments existed have no card entry: they read with the card's defaults.
  // A card entry saved before the capture setting existed captures immediately, as the shop did then.
  card: z
    .object({ ...methodSettings, capture: z.enum(CARD_CAPTURE_MODES).default("immediately"), testPayments: z.boolean().default(false) })
    .default(() => ({ ...DEFAULT_CARD_SETTINGS })),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const DEMO_PAYMENT_SETTINGS: PaymentSettings = paymentSettingsSchema.parse({
  bacs: {
    enabled: true,
    title: "Direct bank transfer",
    description:
      "Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.",
    accountName: "Vitrine Demo Ltd",
    iban: "IE29 AIBK 9311 5212 3456 78",
    bic: "AIBKIE2D",
    bankName: "Demo Bank",
  },
  cheque: {
    enabled: true,
    title: "Cheque payments",
    description: "Please send a cheque to Vitrine Demo Ltd, 1 Main Street, Dublin, D02 X285.",
  },
  cod: {
    enabled: true,
    title: "Cash on delivery",
    description: "Pay with cash upon delivery.",
    enabledForShippingTypes: ["flat_rate", "free_shipping", "local_pickup"],
  },
  // The demo takes test payments by card (a shop without a payments row reads these demo values).
  card: { ...DEFAULT_CARD_SETTINGS, testPayments: true },
});

/**
 * A shop started without the demo: nothing that needs the merchant's own details (a bank account, a
 * postal address for cheques) and no test payments; cash on delivery works as it is. The merchant turns
 * the rest on in the admin's payment settings.
 */
export const PRODUCTION_PAYMENT_SETTINGS: PaymentSettings = paymentSettingsSchema.parse({
  bacs: { ...DEMO_PAYMENT_SETTINGS.bacs, enabled: false, accountName: "", iban: "", bic: "", bankName: "" },
  cheque: { ...DEMO_PAYMENT_SETTINGS.cheque, enabled: false, description: "Please send a cheque to the shop's address." },
  cod: DEMO_PAYMENT_SETTINGS.cod,
  card: DEFAULT_CARD_SETTINGS,
});

/** Whether checkout offers the card: switched on, and (the only gateway being the test one) test payments allowed. */
export function isCardAvailable(settings: PaymentSettings["card"]): boolean {
  return settings.enabled && settings.testPayments;
}

export type PaymentMethodOffer = { id: PaymentMethodId; title: string; description: string; initialOrderStatus: InitialOrderStatus };

export type PaymentContext = { needsShipping: boolean; shippingMethodType: ShippingMethodType | null; total: number };

/** An order that costs nothing is not paid for, so it offers no method (and is placed as processing). */
export function needsPayment(total: number): boolean {
  return total > 0;
}

export function isCashOnDeliveryAvailable(settings: PaymentSettings["cod"], context: PaymentContext): boolean {
  return (
    settings.enabled && context.needsShipping && context.shippingMethodType !== null && settings.enabledForShippingTypes.includes(context.shippingMethodType)
  );
}

export function availablePaymentMethods(settings: PaymentSettings, context: PaymentContext): PaymentMethodOffer[] {
  if (!needsPayment(context.total)) return [];
  const offered = (id: PaymentMethodId) =>
    id === "cod" ? isCashOnDeliveryAvailable(settings.cod, context) : id === "card" ? isCardAvailable(settings.card) : settings[id].enabled;
  return PAYMENT_METHOD_IDS.filter(offered).map((id) => ({
    id,
    title: settings[id].title,
    description: settings[id].description,
    initialOrderStatus: INITIAL_ORDER_STATUS[id],
  }));
}

/** The method sent with the order counts only while it is still offered for this order. */
export function chosenPaymentMethod(offers: readonly PaymentMethodOffer[], requested: string | null | undefined): PaymentMethodOffer | null {
  return offers.find((offer) => offer.id === requested) ?? null;
}
