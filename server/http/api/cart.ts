import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LINE_KEY_PATTERN } from "../../../domain/cart/line-key.ts";
import { z } from "zod";
import { CartError, type AddItemsInput, type Cart } from "../../services/cart/index.ts";
import { EMPTY_CART } from "../../services/cart/types.ts";
import type { Services } from "../../services/index.ts";
import { HttpError, parseOrThrow } from "../errors.ts";
import { NO_STORE } from "../session.ts";
import { cartJson } from "./cart-json.ts";

export const MAX_ADD_QUANTITY = 10_000;
const id = z.number().int().positive().max(2_147_483_647);
const quantity = z.number().int().positive().max(MAX_ADD_QUANTITY);
const slug = z.string().min(1).max(200);

const single = z.strictObject({
  productId: id,
  quantity,
  variationId: id.optional(),
  attributes: z
    .record(slug, z.string().max(200))
    .refine((r) => Object.keys(r).length <= 20, "too many attributes")
    .optional(),
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

const keyParams = z.strictObject({ key: z.string().regex(LINE_KEY_PATTERN, "a cart line key is 32 lower-case hex characters") });
const updateBody = z.strictObject({ quantity: z.number().int().min(0).max(MAX_ADD_QUANTITY) });
const restoreBody = z.strictObject({
  productId: id,
  variationId: id.nullable().optional(),
  attributes: z
    .record(slug, z.string().min(1).max(200))
    .refine((r) => Object.keys(r).length <= 20, "too many attributes")
    .optional(),
  quantity,
});

/** The line a call names: a malformed key is a 404 as much as an unknown one (no such line can exist). */
function lineKey(params: unknown): string {
  const parsed = keyParams.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "line_not_found", "Your cart has no such line.");
  return parsed.data.key;
}

/** The items-in-cart and cart-hash cookies the browser's mini-cart logic reads, after every change. */
function withCartCookies(request: FastifyRequest, reply: FastifyReply, cart: Cart): FastifyReply {
  request.ctx.cookies.cart(cart);
  return reply;
}

/** Answers the cart, its JSON written by cartJson (every add and read answers one). */
function sendCart(reply: FastifyReply, cart: Cart): FastifyReply {
  return reply.type(JSON_UTF8).send(cartJson(cart));
}

const JSON_UTF8 = "application/json; charset=utf-8";

export function registerCartRoutes(api: FastifyInstance, services: Services) {
  api.get("/cart", async (request, reply) => {
    const session = await request.ctx.session();
    const cart = session ? await services.cart.getCart(session.id) : EMPTY_CART;
    return sendCart(reply.header("cache-control", NO_STORE), cart);
  });

  api.post("/cart/items", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = parseAddItemsBody(request.body ?? null);
    const cart = await services.cart.addItems(session.id, body).catch(toHttp);
    return sendCart(withCartCookies(request, reply, cart), cart);
  });

  api.patch("/cart/items/:key", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const key = lineKey(request.params);
    const { quantity } = parseOrThrow(updateBody, request.body ?? null, "body");
    const cart = await services.cart.updateLine(session.id, key, quantity).catch(toHttp);
    return sendCart(withCartCookies(request, reply, cart), cart);
  });

  api.delete("/cart/items/:key", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const key = lineKey(request.params);
    const { cart, removed } = await services.cart.removeLine(session.id, key).catch(toHttp);
    return withCartCookies(request, reply, cart).send({ ...cart, removedLine: removed });
  });

  api.post("/cart/items/:key/restore", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const key = lineKey(request.params);
    const body = parseOrThrow(restoreBody, request.body ?? null, "body");
    const cart = await services.cart
      .restoreLine(session.id, {
        key,
        productId: body.productId,
        variationId: body.variationId ?? null,
        attributes: body.attributes ?? {},
        quantity: body.quantity,
      })
      .catch(toHttp);
    return sendCart(withCartCookies(request, reply, cart), cart);
  });

  api.post("/cart/clear-removed", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const cart = await services.cart.clearRemoved(session.id);
    return sendCart(withCartCookies(request, reply, cart), cart);
  });
}
