import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emailCheckBody, loginBody, passwordResetBody, passwordResetConfirmBody, registerBody } from "../../../domain/account/operations.ts";
import { EMPTY_CART } from "../../../domain/cart/cart-cookies.ts";
import type { Customer } from "../../services/accounts/index.ts";
import type { Services } from "../../services/index.ts";
import { NO_STORE } from "../session.ts";

export const RESET_REQUESTED_MESSAGE = "If an account exists for this e-mail address, we have sent a link to reset its password. The link works for one hour.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please log in with your new password.";

/**
 * Answers the signed-in customer with the new session's cookie and nonce (the old nonce died with the old
 * session), and the items-in-cart and cart-hash cookies of the cart the login merged the guest's lines into.
 */
async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  result: { customer: Customer; token: string; session: { id: string; nonce: string } },
  status = 200,
) {
  const cart = await services.cart.getCart(result.session.id);
  request.ctx.cookies.session(result.token);
  request.ctx.cookies.cart(cart);
  return reply.status(status).send({ customer: result.customer, nonce: result.session.nonce });
}

const tags = ["accounts"];

/** Accounts: registration, login, logout, password reset, and the checkout e-mail check (docs/api.md). */
export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post("/auth/register", { schema: { summary: "Creates an account and signs in (201)", tags, body: registerBody } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = request.body;
    const result = await services.accounts.register(session, body);
    return signedIn(request, reply, services, result, 201);
  });

  api.post("/auth/login", { schema: { summary: "Signs in, merging the guest cart into the saved one", tags, body: loginBody } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = request.body;
    const result = await services.accounts.login(session, body, { address: request.ctx.clientAddress });
    return signedIn(request, reply, services, result);
  });

  api.post("/auth/logout", { schema: { summary: "Signs out; answers the fresh session's nonce", tags, body: null } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    await services.accounts.logout(session);
    // A fresh anonymous session, so the page can go on (add to cart, log in again) without another round trip.
    // Its cart is empty, and the cart cookies must say so (the customer's cart stays with their account).
    const { token, session: fresh } = await services.sessions.create();
    request.ctx.cookies.session(token);
    request.ctx.cookies.cart(EMPTY_CART);
    return reply.send({ nonce: fresh.nonce });
  });

  api.post(
    "/auth/password-reset",
    { schema: { summary: "Sends a password-reset mail if the address has an account", tags, body: passwordResetBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const body = request.body;
      await services.accounts.requestPasswordReset(body.email);
      return reply.send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  api.post(
    "/auth/password-reset/confirm",
    { schema: { summary: "Sets a new password with the token from the mail", tags, body: passwordResetConfirmBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const session = await request.ctx.requireNonce();
      const body = request.body;
      await services.accounts.confirmPasswordReset(body, session);
      return reply.send({ message: RESET_DONE_MESSAGE });
    },
  );

  api.post(
    "/checkout/email-check",
    { schema: { summary: "Whether an address has an account (the checkout asks to log in)", tags: ["checkout"], body: emailCheckBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const body = request.body;
      return reply.send(await services.accounts.emailCheck(body.email, { address: request.ctx.clientAddress }));
    },
  );
}
