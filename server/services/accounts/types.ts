import type { Session } from "../sessions/index.ts";

export type Role = "customer" | "affiliate" | "editor" | "admin" | "shop_manager";

/** The signed-in customer as the app and the API show them; never the password hash. */
export type Customer = { id: number; email: string; firstName: string; lastName: string; displayName: string; roles: Role[] };

/** Who is asking: the client address counts failed logins (Fastify's request.ip, proxy-aware). */
export type Client = { address: string };

/** A login's (or registration's) new session: the token goes into the cookie, never into storage. */
export type SignedIn = { customer: Customer; token: string; session: Session };

export type RegisterInput = { email: string; password: string; firstName?: string | undefined; lastName?: string | undefined };
export type LoginInput = { email: string; password: string };
