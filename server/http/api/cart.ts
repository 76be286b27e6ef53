import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CartError, type AddItemsInput } from "../../services/cart/index.ts";
import type { Services } from "../../services/index.ts";
import { HttpError, parseOrThrow } from "../errors.ts";
import { currentSession, NO_STORE, requireNonce } from "../session.ts";

export const MAX_ADD_QUANTITY = 10_000;
const id = z.number().int().positive().max(2_147_483_647);
const quantity = z.number().int().positive().max(MAX_ADD_QUANTITY);
const slug = z.string().min(1).max(200);

const single = z.strictObject({
  productId: id,
  quantity,
  variationId: id.optional(),
  attributes: z.record(slug, z.string().max(200)).refine((r) => Object.keys(r).length <= 20, "too many attributes").optional(),
});
const grouped = z.strictObject({
  productId: id,
  quantities: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/, "child ids are positive integers"), z.number().int().min(0).max(MAX_ADD_QUANTITY))
    .refine((r) => Object.keys(r).length <= 100, "too many children"),
});

/**
 * Exactly one of the two shapes: a body with `quantities` is a grouped add, any other a single one; both
 * schemas are strict, so a body mixing them is refused with the field that does not belong.
 */
export function parseAddItemsBody(body: unknown): AddItemsInput {
  const isGrouped = typeof body === "object" && body !== null && !Array.isArray(body) && "quantities" in body;
  return isGrouped ? parseOrThrow(grouped, body, "body") : parseOrThrow(single, body, "body");
}

function toHttp(error: unknown): never {
  if (error instanceof CartError) throw new HttpError(error.status, error.code, error.message);
  throw error;
}

export function registerCartRoutes(api: FastifyInstance, services: Services) {
  api.get("/cart", async (request, reply) => {
    const session = await currentSession(request, services);
    const cart = session ? await services.cart.getCart(session.id) : { items: [], count: 0, subtotal: 0, hash: "" };
    return reply.header("cache-control", NO_STORE).send(cart);
  });

  api.post("/cart/items", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await requireNonce(request, services);
    const body = parseAddItemsBody(request.body ?? null);
    const cart = await services.cart.addItems(session.id, body).catch(toHttp);
    return reply.send(cart);
  });
}
