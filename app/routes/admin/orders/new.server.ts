import { redirect } from "react-router";
import { z } from "zod";
import { DRAFT_ITEM_ROWS } from "../../../../domain/admin/order-view.ts";
import { ADDRESS_FIELD_KEYS } from "../../../../domain/checkout/address-fields.ts";
import { PAYMENT_METHOD_IDS } from "../../../../domain/checkout/payment-methods.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import type { Actor } from "../../../../server/services/audit/index.ts";
import type { DraftInput, DraftItem } from "../../../../server/services/orders/index.ts";
import { adminProblem, attempt, formValues } from "../../../lib/admin.server.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";

const id = coercedInt4(1);
const field = z.string().trim().max(200);
const address = (prefix: string) => Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [`${prefix}_${key}`, field.optional()]));
const draftSchema = z.strictObject({
  intent: z.literal("save"),
  version: id.optional(),
  email: z.email("Enter the customer's e-mail address.").max(254),
  shipDifferent: z.literal("on").optional(),
  shippingMethod: z.string().trim().min(1, "Choose a shipping method.").max(40),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS, "Choose a payment method."),
  couponCode: z.string().trim().max(60).optional(),
  ...address("billing"),
  ...address("shipping"),
  ...Object.fromEntries(
    Array.from({ length: DRAFT_ITEM_ROWS }, (_, i) => [
      [`item-${i}-product`, z.union([z.literal(""), z.string().regex(/^[pv]:\d{1,10}$/, "Choose a product.")]).optional()],
      [
        `item-${i}-quantity`,
        z.union([z.literal(""), z.coerce.number("Enter a quantity.").int("Enter a whole number.").min(1, "At least 1.").max(10_000)]).optional(),
      ],
    ]).flat(),
  ),
});

function addressOf(values: Record<string, unknown>, prefix: string): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELD_KEYS.map((key) => [key, String(values[`${prefix}_${key}`] ?? "")]));
}

/** The service's field names (`billing.city`, `items.0`) → the form's (`billing_city`, `item-0-product`). */
function formFieldsOf(fields: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)$/.exec(name);
    mapped[item ? `item-${item[1]}-product` : name.replace(".", "_")] = message;
  }
  return mapped;
}

/** Saves the phone order as a draft (new, or the draft `draftId`), then shows it. */
export async function saveDraftAction(ctx: RequestContext, actor: Actor, draftId: number | null, form: FormData) {
  const values = formValues(form);
  const parsed = draftSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
    return adminProblem(400, { intent: "save", message: "Please correct the fields marked below.", fields, values });
  }
  const data = parsed.data as Record<string, unknown>;
  const items: DraftItem[] = [];
  for (let i = 0; i < DRAFT_ITEM_ROWS; i++) {
    const choice = data[`item-${i}-product`] as string | undefined;
    if (!choice) continue;
    const quantity = Number(data[`item-${i}-quantity`] || 1);
    const [kind, raw] = choice.split(":") as ["p" | "v", string];
    if (kind === "p") items.push({ productId: Number(raw), quantity });
    else {
      const productId = await ctx.services.orders.productOfVariation(Number(raw));
      if (productId === null)
        return adminProblem(400, {
          intent: "save",
          message: "That variation no longer exists.",
          fields: { [`item-${i}-product`]: "Choose a product." },
          values,
        });
      items.push({ productId, variationId: Number(raw), quantity });
    }
  }
  const input: DraftInput = {
    version: data.version as number | undefined,
    email: data.email as string,
    items,
    billing: addressOf(data, "billing"),
    shipping: data.shipDifferent === "on" ? addressOf(data, "shipping") : null,
    shippingMethod: data.shippingMethod as string,
    paymentMethod: data.paymentMethod as string,
    couponCode: (data.couponCode as string | undefined) || undefined,
  };
  const result = await attempt(() => ctx.services.orders.saveDraft(actor, draftId, input), { intent: "save", values });
  if (!result.ok) {
    const problem = result.response.data.problem;
    return adminProblem(result.response.init?.status ?? 400, { ...problem, fields: formFieldsOf(problem.fields) });
  }
  return redirect(`/admin/orders/${result.value.id}`);
}

/** What the form needs: the catalogue to choose from, the methods, and the values to start from. */
export async function draftFormData(ctx: RequestContext, url: URL) {
  const orders = ctx.services.orders;
  const draftParam = id.safeParse(url.searchParams.get("draft"));
  const initial: Record<string, string> = {};
  let version: number | null = null;
  let customerNote: string | null = null;
  if (draftParam.success) {
    const draft = await orders.get(draftParam.data);
    if (!draft || draft.status !== "draft") throw new Response("Not found", { status: 404 });
    version = draft.version;
    initial.email = draft.email;
    for (const key of ADDRESS_FIELD_KEYS) {
      initial[`billing_${key}`] = draft.billingAddress[key] ?? "";
      initial[`shipping_${key}`] = draft.shippingAddress[key] ?? "";
    }
    draft.lines.forEach((line, i) => {
      initial[`item-${i}-product`] = line.variationId ? `v:${line.variationId}` : `p:${line.productId}`;
      initial[`item-${i}-quantity`] = String(line.quantity);
    });
    initial.shippingMethod = draft.shippingMethod ?? "";
    if (Object.entries(draft.shippingAddress).some(([key, value]) => value !== (draft.billingAddress[key] ?? ""))) initial.shipDifferent = "on";
    initial.paymentMethod = draft.paymentMethod ?? "";
    customerNote = draft.customerNote;
  }
  const email = z.email().safeParse(url.searchParams.get("email"));
  const customer = email.success ? await orders.customerForEmail(email.data) : null;
  if (customer) {
    initial.email = email.data!;
    for (const kind of ["billing", "shipping"] as const) {
      const saved = customer.addresses[kind];
      if (saved) for (const key of ADDRESS_FIELD_KEYS) initial[`${kind}_${key}`] = (saved as Record<string, string>)[key] ?? "";
    }
  }
  const [choices, pricing] = await Promise.all([orders.productChoices(), ctx.services.settings.pricing()]);
  const shippingMethods = new Map<string, string>();
  for (const zone of [...pricing.shipping.zones, pricing.shipping.restOfWorld])
    for (const method of zone.methods) if (!shippingMethods.has(method.id)) shippingMethods.set(method.id, method.title);
  const paymentMethods = PAYMENT_METHOD_IDS.filter((method) => pricing.payment[method].enabled).map((method) => ({
    id: method,
    title: pricing.payment[method].title,
  }));
  return {
    draftId: draftParam.success ? draftParam.data : null,
    version,
    customerNote,
    customer: customer ? { id: customer.id, name: customer.name } : null,
    lookedUp: email.success,
    initial,
    choices,
    shippingMethods: [...shippingMethods].map(([value, title]) => ({ id: value, title })),
    paymentMethods,
  };
}
