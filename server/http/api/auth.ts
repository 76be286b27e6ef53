import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { EMPTY_CART } from "../../../domain/cart/cart-cookies.ts";
import { EMAIL_MAX_LENGTH, isEmailShaped, normaliseEmail } from "../../../domain/account/email.ts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/account/password-policy.ts";
import { AccountError, type Customer } from "../../services/accounts/index.ts";
import type { Services } from "../../services/index.ts";
import { HttpError, parseOrThrow } from "../errors.ts";
import { NO_STORE } from "../session.ts";

const EMAIL_MESSAGE = "Please enter a valid e-mail address.";
/** Any e-mail-shaped address, trimmed; the service lower-cases it. */
const email = z
  .string(EMAIL_MESSAGE)
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .refine((value) => isEmailShaped(normaliseEmail(value)), EMAIL_MESSAGE);
/** Login takes whatever was typed (a wrong address is just wrong credentials), within sane bounds. */
const loginEmail = z.string("Please enter your e-mail address.").trim().min(1, "Please enter your e-mail address.").max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE);
// Characters are counted by the policy (code points); this bound is in UTF-16 units, so twice the policy's.
const password = z
  .string("Please enter a password.")
  .min(1, "Please enter a password.")
  .max(PASSWORD_MAX_LENGTH * 2, "The password is too long.");
const name = z.string().max(100).optional();

const registerBody = z.strictObject({ email, password, firstName: name, lastName: name });
const loginBody = z.strictObject({ email: loginEmail, password });
const resetBody = z.strictObject({ email });
const confirmBody = z.strictObject({ token: z.string("The reset link is incomplete.").min(1, "The reset link is incomplete.").max(200), password });
const emailCheckBody = z.strictObject({ email });

export const RESET_REQUESTED_MESSAGE = "If an account exists for this e-mail address, we have sent a link to reset its password. The link works for one hour.";
export const RESET_DONE_MESSAGE = "Your password has been changed. Please log in with your new password.";

function toHttp(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof AccountError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.max(error.retryAfterSeconds, 1)));
      throw new HttpError(error.status, error.code, error.message, error.fields);
    }
    throw error;
  };
}

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

/** Accounts: registration, login, logout, password reset, and the checkout e-mail check (docs/api.md). */
export function registerAuthRoutes(api: FastifyInstance, services: Services) {
  api.post("/auth/register", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = parseOrThrow(registerBody, request.body ?? null, "body");
    const result = await services.accounts.register(session, body).catch(toHttp(reply));
    return signedIn(request, reply, services, result, 201);
  });

  api.post("/auth/login", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = parseOrThrow(loginBody, request.body ?? null, "body");
    const result = await services.accounts.login(session, body, { address: request.ctx.clientAddress }).catch(toHttp(reply));
    return signedIn(request, reply, services, result);
  });

  api.post("/auth/logout", async (request, reply) => {
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

  api.post("/auth/password-reset", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireNonce();
    const body = parseOrThrow(resetBody, request.body ?? null, "body");
    await services.accounts.requestPasswordReset(body.email);
    return reply.send({ message: RESET_REQUESTED_MESSAGE });
  });

  api.post("/auth/password-reset/confirm", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const body = parseOrThrow(confirmBody, request.body ?? null, "body");
    await services.accounts.confirmPasswordReset(body, session).catch(toHttp(reply));
    return reply.send({ message: RESET_DONE_MESSAGE });
  });

  api.post("/checkout/email-check", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireNonce();
    const body = parseOrThrow(emailCheckBody, request.body ?? null, "body");
    return reply.send(await services.accounts.emailCheck(body.email, { address: request.ctx.clientAddress }));
  });
}
