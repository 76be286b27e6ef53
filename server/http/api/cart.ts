import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addItemsBody, addItemsShape, lineKeyParams, restoreLineBody, updateLineBody } from "../../../domain/cart/operations.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Cart } from "../../services/cart/index.ts";
import { EMPTY_CART } from "../../services/cart/types.ts";
import type { Services } from "../../services/index.ts";
import { HttpError } from "../errors.ts";
import { NO_STORE } from "../session.ts";
import { cartJson } from "./cart-json.ts";
import { invalidInput, refusedAs } from "./validation.ts";

/** The body of an add, checked against the shape it means (see `addItemsShape`). */
const addBody = refusedAs(addItemsBody, (body) => {
  const meant = addItemsShape(body).safeParse(body);
  return meant.success ? new HttpError(400, "invalid_body", "The body is not valid.") : invalidInput("body", meant.error);
});

/** A malformed line key is a 404 as much as an unknown one: no such line can exist. */
const lineParams = refusedAs(lineKeyParams, () => new HttpError(404, "line_not_found", "Your cart has no such line."));

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

const tags = ["cart"];

export function registerCartRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/cart", { schema: { tags, summary: "The session's cart (an empty one without a session)" } }, async (request, reply) => {
    const session = await request.ctx.session();
    const cart = session ? await services.cart.getCart(session.id) : EMPTY_CART;
    return sendCart(reply.header("cache-control", NO_STORE), cart);
  });

  api.post(
    "/cart/items",
    { schema: { tags, summary: "Adds a product, a variation or a grouped product's children", body: addBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const session = await request.ctx.requireNonce();
      const cart = await services.cart.addItems(session.id, request.body);
      return sendCart(withCartCookies(request, reply, cart), cart);
    },
  );

  api.patch(
    "/cart/items/:key",
    { schema: { tags, summary: "Sets a line's quantity (0 removes it)", params: lineParams, body: updateLineBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const session = await request.ctx.requireNonce();
      const cart = await services.cart.updateLine(session.id, request.params.key, request.body.quantity);
      return sendCart(withCartCookies(request, reply, cart), cart);
    },
  );

  api.delete("/cart/items/:key", { schema: { tags, summary: "Removes a line, answering it for an undo", params: lineParams } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const { cart, removed } = await services.cart.removeLine(session.id, request.params.key);
    return withCartCookies(request, reply, cart).send({ ...cart, removedLine: removed });
  });

  api.post(
    "/cart/items/:key/restore",
    { schema: { tags, summary: "Puts a removed line back (undo)", params: lineParams, body: restoreLineBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const session = await request.ctx.requireNonce();
      const { key } = request.params;
      const body = request.body;
      const cart = await services.cart.restoreLine(session.id, {
        key,
        productId: body.productId,
        variationId: body.variationId ?? null,
        attributes: body.attributes ?? {},
        quantity: body.quantity,
      });
      return sendCart(withCartCookies(request, reply, cart), cart);
    },
  );

  api.post("/cart/clear-removed", { schema: { tags, summary: "Forgets the lines listed as no longer available", body: null } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const cart = await services.cart.clearRemoved(session.id);
    return sendCart(withCartCookies(request, reply, cart), cart);
  });
}
