import { redirect } from "react-router";
import { z } from "zod";
import { ADMIN_ORDER_STATUSES } from "../../../../domain/admin/order-transitions.ts";
import { ORDER_NOTE_MAX_LENGTH } from "../../../../domain/admin/order-note-mail.ts";
import { parseMinor } from "../../../../domain/admin/refund-math.ts";
import { coercedInt4, coercedVersionSchema } from "../../../../domain/limits.ts";
import type { FlashSlot } from "../../../../server/http/flash.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import type { Actor } from "../../../../server/services/audit/index.ts";
import { REFUND_REASON_MAX_LENGTH } from "../../../../server/services/orders/index.ts";
import { adminProblem, attempt, formValues, parseAdminForm } from "../../../lib/admin.server.ts";

/**
 * The one-time notice after a change to an order (only its code travels, signed). Its path is /admin, not
 * /admin/orders: the list's data request is /admin/orders.data, which a cookie of path /admin/orders does
 * not reach, and a deleted draft's notice is read there.
 */
const ORDER_NOTICE: FlashSlot = { name: "vitrine_admin_order_notice", path: "/admin" };
export const ORDER_NOTICES = {
  status: "The order's status was changed.",
  note: "The note was added.",
  "note-sent": "The note was added and e-mailed to the customer.",
  refund: "The refund was recorded.",
  created: "The order was created: its stock is taken and the customer is e-mailed.",
  "draft-deleted": "The draft was deleted.",
  "payment-captured": "The card payment was captured.",
  "payment-voided": "The card payment was voided.",
} as const;
type NoticeCode = keyof typeof ORDER_NOTICES;

export function takeOrderNotice(ctx: RequestContext): string | null {
  const code = ctx.flash.take(ORDER_NOTICE);
  return typeof code === "string" && Object.hasOwn(ORDER_NOTICES, code) ? ORDER_NOTICES[code as NoticeCode] : null;
}

/** The route's id: a positive integer, or the page does not exist (404, never a 500). */
export function orderIdOf(param: string | undefined): number {
  const id = coercedInt4(1).safeParse(param);
  if (!id.success) throw new Response("Not found", { status: 404 });
  return id.data;
}

const version = coercedVersionSchema;
const money = z
  .string()
  .trim()
  .max(12)
  .refine((text) => parseMinor(text) !== null, "Enter an amount such as 12.50.")
  .transform((text) => parseMinor(text)!);
const checkbox = z.literal("on").optional();

const statusSchema = z.strictObject({
  intent: z.literal("status"),
  version,
  status: z.enum(ADMIN_ORDER_STATUSES, "Choose a status."),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});
const noteSchema = z.strictObject({
  intent: z.literal("note"),
  body: z.string().trim().min(1, "Write the note.").max(ORDER_NOTE_MAX_LENGTH, `Keep the note under ${ORDER_NOTE_MAX_LENGTH} characters.`),
  toCustomer: checkbox,
});
const refundSchema = z.strictObject({
  intent: z.literal("refund"),
  version,
  reason: z
    .string()
    .trim()
    .min(1, "Give a reason for the refund.")
    .max(REFUND_REASON_MAX_LENGTH, `Keep the reason under ${REFUND_REASON_MAX_LENGTH} characters.`),
  extra: money.optional(),
  restock: checkbox,
  whole: checkbox,
});
const paymentMoveSchema = z.strictObject({
  intent: z.enum(["capture-payment", "void-payment"]),
  paymentId: z.coerce.number("Choose a payment.").int().positive().max(2_147_483_647),
});
const placeSchema = z.strictObject({ intent: z.literal("place"), version });
const deleteDraftSchema = z.strictObject({ intent: z.literal("delete-draft"), version });
const LINE_FIELD = /^line-(\d{1,10})-(quantity|amount)$/;
const lineQuantity = z.coerce.number("Enter a whole number.").int("Enter a whole number.").min(0, "Enter 0 or more.").max(100_000);

/** The refund form's per-line fields (`line-<id>-quantity`, `line-<id>-amount`), checked one by one. */
function parseRefundLines(values: Record<string, string>) {
  const fields: Record<string, string> = {};
  const lines = new Map<number, { lineId: number; quantity: number; amount?: number }>();
  const rest: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const match = LINE_FIELD.exec(name);
    if (!match) {
      rest[name] = raw;
      continue;
    }
    const lineId = Number(match[1]);
    const line = lines.get(lineId) ?? { lineId, quantity: 0 };
    if (match[2] === "quantity") {
      const parsed = lineQuantity.safeParse(raw.trim() === "" ? 0 : raw);
      if (parsed.success) line.quantity = parsed.data;
      else fields[name] = parsed.error.issues[0]!.message;
    } else if (raw.trim() !== "") {
      const parsed = money.safeParse(raw);
      if (parsed.success) line.amount = parsed.data;
      else fields[name] = parsed.error.issues[0]!.message;
    }
    lines.set(lineId, line);
  }
  return { lines: [...lines.values()], fields, rest };
}

/** One action for the order page's forms, by intent; each answers POST → redirect → GET, or the form's problem. */
export async function orderAction(ctx: RequestContext, actor: Actor, orderId: number, form: FormData) {
  const values = formValues(form);
  const intent = values.intent;
  const orders = ctx.services.orders;
  const done = (code: NoticeCode) => {
    ctx.flash.put(ORDER_NOTICE, code);
    return redirect(`/admin/orders/${orderId}`);
  };
  if (intent === "status") {
    const parsed = parseAdminForm(statusSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => orders.changeStatus(actor, orderId, parsed.data), { intent, values });
    return result.ok ? done("status") : result.response;
  }
  if (intent === "note") {
    const parsed = parseAdminForm(noteSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const toCustomer = parsed.data.toCustomer === "on";
    const result = await attempt(() => orders.addNote(actor, orderId, { body: parsed.data.body, toCustomer }), { intent, values });
    return result.ok ? done(toCustomer ? "note-sent" : "note") : result.response;
  }
  if (intent === "refund") {
    const { lines, fields, rest } = parseRefundLines(values);
    const parsed = refundSchema.safeParse(rest);
    if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
    if (!parsed.success || Object.keys(fields).length > 0) {
      return adminProblem(400, { intent, message: "Please correct the fields marked below.", fields, values });
    }
    const { data } = parsed;
    const input = { version: data.version, whole: data.whole === "on", lines, extra: data.extra ?? 0, restock: data.restock === "on", reason: data.reason };
    const result = await attempt(() => orders.refund(actor, orderId, input), { intent, values });
    return result.ok ? done("refund") : result.response;
  }
  if (intent === "capture-payment" || intent === "void-payment") {
    const parsed = parseAdminForm(paymentMoveSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const payments = ctx.services.payments;
    const { paymentId } = parsed.data;
    const capture = intent === "capture-payment";
    const result = await attempt(() => (capture ? payments.captureForOrder(actor, orderId, paymentId) : payments.voidForOrder(actor, orderId, paymentId)), {
      intent,
      values,
    });
    return result.ok ? done(capture ? "payment-captured" : "payment-voided") : result.response;
  }
  if (intent === "place") {
    const parsed = parseAdminForm(placeSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => orders.placeDraft(actor, orderId, parsed.data.version), { intent, values });
    if (!result.ok) return result.response;
    ctx.flash.put(ORDER_NOTICE, "created");
    return redirect(`/admin/orders/${result.value.orderId}`);
  }
  if (intent === "delete-draft") {
    const parsed = parseAdminForm(deleteDraftSchema, values, intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => orders.deleteDraft(actor, orderId, parsed.data.version), { intent, values });
    if (!result.ok) return result.response;
    ctx.flash.put(ORDER_NOTICE, "draft-deleted");
    return redirect("/admin/orders");
  }
  return adminProblem(400, { intent: undefined, message: "This form is not one the order page knows.", fields: {}, values: {} });
}
