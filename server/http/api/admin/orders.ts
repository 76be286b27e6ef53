import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_NOTE_MAX_LENGTH } from "../../../../domain/admin/order-note-mail.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";
import { ADMIN_ORDER_STATUSES, MANUAL_STATUSES } from "../../../../domain/admin/order-transitions.ts";
import type { Services } from "../../../services/index.ts";
import { ORDER_SORTS, ORDERS_PER_PAGE, REFUND_REASON_MAX_LENGTH } from "../../../services/orders/index.ts";
import { orderManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: orders"];
const id = coercedInt4(1);
const minor = z.number().int().min(0).max(100_000_000);
const day = z.iso.date().transform((text) => new Date(`${text}T00:00:00Z`));

const params = z.strictObject({ id });
const listQuery = z.strictObject({
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  paymentMethod: z.string().trim().min(1).max(40).optional(),
  customerId: id.optional(),
  search: z.string().trim().min(1).max(120).optional(),
  sort: z.enum(ORDER_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const statusBody = z.strictObject({
  status: z.enum(MANUAL_STATUSES),
  note: z.string().trim().max(500).optional(),
  version: id.optional(),
});
const noteBody = z.strictObject({ body: z.string().trim().min(1).max(ORDER_NOTE_MAX_LENGTH), toCustomer: z.boolean().default(false) });
const refundBody = z.strictObject({
  version: id.optional(),
  whole: z.boolean().default(false),
  lines: z
    .array(z.strictObject({ lineId: id, quantity: z.number().int().min(0).max(100_000).default(0), amount: minor.optional() }))
    .max(500)
    .default([]),
  extra: minor.default(0),
  restock: z.boolean().default(false),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX_LENGTH),
});

const address = z.record(z.string().max(40), z.string().max(200));
const draftBody = z.strictObject({
  email: z.email().max(254),
  items: z
    .array(z.strictObject({ productId: id, variationId: id.optional(), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(100),
  billing: address,
  shipping: address.nullable().default(null),
  shippingMethod: z.string().trim().min(1).max(40),
  paymentMethod: z.string().trim().min(1).max(40),
  couponCode: z.string().trim().min(1).max(60).optional(),
});
const placeBody = z.strictObject({ version: id.optional() });
const deleteDraftQuery = z.strictObject({ version: id.optional() });

/** The orders section's JSON API: the same service as the pages, the order manager's rule on every call. */
export function registerAdminOrderRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const found = async (orderId: number) => {
    const order = await services.orders.get(orderId);
    if (!order) throw new HttpError(404, "order_not_found", `There is no order ${orderId}.`);
    return order;
  };

  api.get("/admin/orders", { schema: { tags, summary: "Orders, filtered, sorted and a page at a time", querystring: listQuery } }, async (request, reply) => {
    await staffCall(request, reply, orderManager);
    const { page, ...filter } = request.query;
    const { rows, total } = await services.orders.list(filter, page);
    return reply.send({ orders: rows, total, page, pageCount: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) });
  });

  api.get(
    "/admin/orders/:id",
    { schema: { tags, summary: "One order: lines, totals, addresses, history, notes and refunds", params } },
    async (request, reply) => {
      await staffCall(request, reply, orderManager);
      return reply.send({ order: await found(request.params.id) });
    },
  );

  api.post(
    "/admin/orders/:id/status",
    { schema: { tags, summary: "Moves an order to another allowed status (cancelling restocks)", params, body: statusBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      await services.orders.changeStatus(actor, request.params.id, request.body);
      return reply.send({ order: await found(request.params.id) });
    },
  );

  api.post(
    "/admin/orders/:id/notes",
    { schema: { tags, summary: "Adds a private note, or a note e-mailed to the customer", params, body: noteBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      const { noteId } = await services.orders.addNote(actor, request.params.id, request.body);
      return reply.code(201).send({ noteId });
    },
  );

  api.post(
    "/admin/orders/:id/refunds",
    {
      schema: {
        tags,
        summary: "Refunds the whole order or some lines, with an optional extra amount and restock; a reason is required",
        params,
        body: refundBody,
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      const { restockedProductIds: _ids, ...refund } = await services.orders.refund(actor, request.params.id, request.body);
      return reply.code(201).send({ refund, order: await found(request.params.id) });
    },
  );

  api.post(
    "/admin/orders",
    { schema: { tags, summary: "Saves a phone order as a draft, priced by checkout's rules; no stock is taken", body: draftBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      const { id: draftId } = await services.orders.saveDraft(actor, null, request.body);
      return reply.code(201).send({ order: await found(draftId) });
    },
  );

  api.post(
    "/admin/orders/:id/place",
    {
      schema: {
        tags,
        summary: "Creates the order from a draft through checkout: stock taken, coupons redeemed, the customer e-mailed",
        params,
        body: placeBody,
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      const placed = await services.orders.placeDraft(actor, request.params.id, request.body.version);
      return reply.code(201).send({ order: await found(placed.orderId) });
    },
  );

  api.delete(
    "/admin/orders/:id",
    {
      schema: {
        tags,
        summary: "Deletes a draft (phone) order with the cart it was priced in; a placed order is refused (409 not_a_draft)",
        description: "Pass the draft's `version` to refuse the delete when someone changed the draft since you read it (409 stale_version).",
        params,
        querystring: deleteDraftQuery,
        body: null,
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, orderManager);
      await services.orders.deleteDraft(actor, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );
}
