/**
 * Visitors of the JSON API for HTTP tests that inject requests: a fresh session with its nonce, a login,
 * and JSON calls carrying both, as the browser's api-client sends them.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/connect.ts";
import { customerRoles } from "../db/schema/index.ts";
import { NONCE_HEADER } from "../http/session.ts";
import type { Services } from "../services/index.ts";

export type ApiVisitor = { cookie: string; nonce: string };

export const TEST_PASSWORD = "correct horse battery";

/** Registers `email` with TEST_PASSWORD, holding `role` (a staff role) when one is given. */
export async function registerAccount(services: Services, db: Db, email: string, role?: "admin" | "editor"): Promise<void> {
  const { customer } = await services.accounts.register(null, { email, password: TEST_PASSWORD });
  if (role) await db.insert(customerRoles).values({ customerId: customer.id, role });
}

/** A guest's session, started as the browser starts one (POST /api/nonce). */
export async function startSession(app: FastifyInstance): Promise<ApiVisitor> {
  const first = await app.inject({ method: "POST", url: "/api/nonce" });
  return { cookie: String(first.headers["set-cookie"]).split(";")[0]!, nonce: first.json<{ nonce: string }>().nonce };
}

/** A session signed in as `email` (registered with TEST_PASSWORD unless told otherwise). */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<ApiVisitor> {
  const login = await sendJson(app, await startSession(app), "POST", "/api/auth/login", { email, password });
  expect(login.statusCode, login.body).toBe(200);
  return { cookie: String(login.headers["set-cookie"]).split(";")[0]!, nonce: login.json<{ nonce: string }>().nonce };
}

/** A JSON call with the visitor's cookie and nonce (none for null; `nonce` overrides the visitor's, "" sends none). */
export function sendJson(
  app: FastifyInstance,
  visitor: ApiVisitor | null,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  nonce = visitor?.nonce,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { "content-type": "application/json", ...(visitor ? { cookie: visitor.cookie } : {}), ...(nonce ? { [NONCE_HEADER]: nonce } : {}) },
    payload: JSON.stringify(body),
  });
}

/** A GET with the visitor's cookie, if any. */
export const getAs = (app: FastifyInstance, visitor: ApiVisitor | null, url: string) =>
  app.inject({ method: "GET", url, headers: visitor ? { cookie: visitor.cookie } : {} });
