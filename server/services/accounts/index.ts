import { eq, sql } from "drizzle-orm";
import { isEmailShaped, normaliseEmail } from "../../../domain/account/email.ts";
import { FIRST_ADMIN_LIMIT, FIRST_ADMIN_LIMITED_MESSAGE, type FirstAdminInput } from "../../../domain/account/first-admin.ts";
import { passwordProblem } from "../../../domain/account/password-policy.ts";
import { EMAIL_CHECK_LIMIT, EMAIL_CHECK_LIMITED_MESSAGE } from "../../../domain/checkout/email-check.ts";
import { hitRateLimit, type Db } from "../../db/kit/index.ts";
import { customerRoles, customers, sessions } from "../../db/schema/index.ts";
import type { MailService } from "../mail/index.ts";
import { sessionTokenFromCookieHeader } from "../sessions/cookie.ts";
import type { Session, SessionService } from "../sessions/index.ts";
import { ServiceError } from "../errors.ts";
import { type DetailsInput, endOtherSessions, updateDetails } from "./details.ts";
import { clearAccountFailures, loginDecisionFor, recordFailure } from "./login-attempts.ts";
import { hasAdministrator, insertFirstAdministrator } from "./first-admin.ts";
import { hashPassword, verifyDummy, verifyPassword } from "./password-hash.ts";
import { readCustomer } from "./read-customer.ts";
import { confirmReset, requestReset } from "./reset.ts";
import { rotateIntoCustomerSession } from "./sign-in.ts";
import type { Client, Customer, LoginInput, RegisterInput, SignedIn } from "./types.ts";

export { DETAILS_MESSAGES, type DetailsInput } from "./details.ts";
export { hasAdministrator, insertFirstAdministrator, SETUP_DONE_MESSAGE } from "./first-admin.ts";
export { issueResetToken } from "./reset.ts";
export { resetLink } from "../../../domain/account/reset-mail.ts";
export type { Client, Customer, LoginInput, RegisterInput, Role, SignedIn } from "./types.ts";

export type AccountService = {
  /**
   * Creates a customer account (role "customer") and signs it in on a fresh session, merging the guest
   * cart. Refuses a malformed e-mail (400 invalid_email), a password against the policy (400
   * password_too_short / password_too_long / password_is_email) and a taken e-mail (409 email_taken).
   */
  register(previous: Session | null, input: RegisterInput): Promise<SignedIn>;
  /**
   * Signs a customer in: a new session replaces `previous` (fixation), the guest cart is merged into the
   * customer's. 401 invalid_credentials for an unknown e-mail or a wrong password alike; 429
   * too_many_attempts (with retryAfterSeconds) while this account must wait after failures from this
   * address, or this address failed too often for any account (domain/account/rate-limit.ts). 403
   * account_deactivated, after a right password, for an account an administrator deactivated.
   */
  login(previous: Session | null, input: LoginInput, client: Client): Promise<SignedIn>;
  /** True while no account holds the administrator role: the setup page is open only then. */
  needsFirstAdministrator(): Promise<boolean>;
  /**
   * Makes the shop's first administrator and signs them in on a fresh session. 400 with field errors for
   * bad input, 404 setup_done once any administrator exists, 409 email_taken for an address in use, 429
   * too_many_attempts past FIRST_ADMIN_LIMIT attempts from one address.
   */
  createFirstAdministrator(previous: Session | null, input: FirstAdminInput, client: Client): Promise<SignedIn>;
  /** Ends the session (a customer's cart stays saved for their next login). */
  logout(session: Session): Promise<void>;
  /** Writes a reset mail if the e-mail has an account; answers nothing either way. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with a reset token and ends the customer's other sessions; answers the customer. */
  confirmPasswordReset(input: { token: string; password: string }, current: Session | null): Promise<Customer>;
  /** Whether an account has this e-mail (any case, surrounding spaces ignored). */
  emailExists(email: string): Promise<boolean>;
  /**
   * The checkout e-mail check: whether the account exists and whether a login would be attempted now.
   * 429 too_many_requests (with retryAfterSeconds) past EMAIL_CHECK_LIMIT calls from one address.
   */
  emailCheck(email: string, client: Client): Promise<{ exists: boolean; loginAllowed: boolean }>;
  /**
   * The signed-in customer changes their names, display name, e-mail and password (docs/api.md "Account
   * details"): the e-mail and the password need the current password, checked under the login rate
   * limit; a new e-mail must be free (409 email_taken); a new password ends the customer's other sessions.
   */
  updateDetails(session: Session, input: DetailsInput, client: Client): Promise<Customer>;
  /** Ends every other live session of the session's customer (nothing for a guest); answers how many. */
  endOtherSessions(session: Session): Promise<number>;
  /** The signed-in customer of a session, or null for a guest session or none. */
  getCustomer(session: Pick<Session, "customerId"> | null): Promise<Customer | null>;
  /** The signed-in customer for a Cookie header (route loaders): null without a query when there is no cookie. */
  customerForCookie(cookieHeader: string | null | undefined): Promise<Customer | null>;
};

export type AccountServiceOptions = {
  /** Finds the session of a cookie; forgets (drops from its cache) the sessions this service ends. */
  sessions: Pick<SessionService, "find" | "forget">;
  mail: MailService;
  now?: () => Date;
  /** Prefixed to links in e-mails (e.g. "https://shop.example"); "" keeps them relative. */
  origin?: string;
};

const NAME_MAX = 100;
const INVALID_CREDENTIALS_MESSAGE = "The e-mail address or password is incorrect.";
export const ACCOUNT_DEACTIVATED_MESSAGE = "This account has been deactivated. Please contact the shop's administrator if you think this is a mistake.";

export function createAccountService(db: Db, options: AccountServiceOptions): AccountService {
  const now = options.now ?? (() => new Date());
  const origin = options.origin ?? "";

  async function customerIdByEmail(email: string) {
    const [row] = await db
      .select({ id: customers.id, passwordHash: customers.passwordHash, deactivatedAt: customers.deactivatedAt })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email))
      .limit(1);
    return row ?? null;
  }

  async function signIn(previous: Session | null, customerId: number, email: string, clientAddress?: string): Promise<SignedIn> {
    try {
      return await db.transaction(async (tx) => {
        const { token, session } = await rotateIntoCustomerSession(tx, { previous, customerId, now: now() });
        await clearAccountFailures(tx, email, clientAddress);
        const customer = await readCustomer(tx, customerId);
        if (!customer) throw new ServiceError("unauthenticated", "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
        return { customer, token, session };
      });
    } finally {
      // After the commit, which ended the previous session (on a failure forgetting costs one read at most).
      if (previous) options.sessions.forget([previous.id]);
    }
  }

  const service: AccountService = {
    async register(previous, input) {
      const email = normaliseEmail(input.email);
      if (!isEmailShaped(email))
        throw new ServiceError("invalid", "invalid_email", "Please enter a valid e-mail address.", {
          fields: { email: "Please enter a valid e-mail address." },
        });
      const problem = passwordProblem(input.password, email);
      if (problem) throw new ServiceError("invalid", problem.code, problem.message, { fields: { password: problem.message } });
      const taken = () =>
        new ServiceError("conflict", "email_taken", "An account is already registered with this e-mail address. Please log in.", {
          fields: { email: "already registered" },
        });
      if (await customerIdByEmail(email)) throw taken();
      const firstName = (input.firstName ?? "").trim().slice(0, NAME_MAX);
      const lastName = (input.lastName ?? "").trim().slice(0, NAME_MAX);
      const passwordHash = await hashPassword(input.password);
      const inserted = await db
        .insert(customers)
        .values({ email, passwordHash, firstName, lastName, displayName: `${firstName} ${lastName}`.trim() || email.split("@")[0]!, createdAt: now() })
        // Two registrations racing for one address: the unique index on lower(email) lets one through.
        .onConflictDoNothing()
        .returning({ id: customers.id });
      const id = inserted[0]?.id;
      if (id === undefined) throw taken();
      await db.insert(customerRoles).values({ customerId: id, role: "customer" });
      return signIn(previous, id, email);
    },

    async login(previous, input, client) {
      const email = normaliseEmail(input.email);
      const at = now();
      const decision = await loginDecisionFor(db, email, client.address, at);
      if (!decision.allowed)
        throw new ServiceError("rate_limited", "too_many_attempts", decision.message, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
      const found = email.length > 0 ? await customerIdByEmail(email) : null;
      const ok = found?.passwordHash ? await verifyPassword(found.passwordHash, input.password) : await verifyDummy(input.password);
      if (!found || !ok) {
        await recordFailure(db, email, client.address, at);
        throw new ServiceError("unauthenticated", "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
      }
      // Told only to whoever knows the password: the account exists but an administrator switched it off.
      if (found.deactivatedAt) throw new ServiceError("forbidden", "account_deactivated", ACCOUNT_DEACTIVATED_MESSAGE);
      return signIn(previous, found.id, email, client.address);
    },

    async needsFirstAdministrator() {
      return !(await hasAdministrator(db));
    },

    async createFirstAdministrator(previous, input, client) {
      const verdict = await hitRateLimit(db, FIRST_ADMIN_LIMIT, client.address, now());
      if (!verdict.allowed)
        throw new ServiceError("rate_limited", "too_many_attempts", FIRST_ADMIN_LIMITED_MESSAGE, { retryAfterSeconds: verdict.retryAfterSeconds });
      const made = await insertFirstAdministrator(db, input, now());
      return signIn(previous, made.id, made.email);
    },

    async logout(session) {
      try {
        await db.update(sessions).set({ expiresAt: now() }).where(eq(sessions.id, session.id));
      } finally {
        options.sessions.forget([session.id]);
      }
    },

    async requestPasswordReset(email) {
      const normal = normaliseEmail(email);
      if (!isEmailShaped(normal)) return;
      await requestReset(db, options.mail, normal, now(), origin);
    },

    async confirmPasswordReset(input, current) {
      const keep = current && current.customerId !== null ? current.id : null;
      const customerId = await confirmReset(db, options.sessions, { token: input.token, password: input.password, keepSessionId: keep, now: now() });
      const customer = await readCustomer(db, customerId);
      if (!customer) throw new ServiceError("invalid", "invalid_reset_token", "This password reset link is invalid or has expired.");
      return customer;
    },

    async emailExists(email) {
      const normal = normaliseEmail(email);
      return normal !== "" && (await customerIdByEmail(normal)) !== null;
    },

    async emailCheck(email, client) {
      const verdict = await hitRateLimit(db, EMAIL_CHECK_LIMIT, client.address, now());
      if (!verdict.allowed)
        throw new ServiceError("rate_limited", "too_many_requests", EMAIL_CHECK_LIMITED_MESSAGE, { retryAfterSeconds: verdict.retryAfterSeconds });
      const exists = await service.emailExists(email);
      if (!exists) return { exists, loginAllowed: false };
      const decision = await loginDecisionFor(db, normaliseEmail(email), client.address, now());
      return { exists, loginAllowed: decision.allowed };
    },

    async updateDetails(session, input, client) {
      return updateDetails(db, options.sessions, session, input, client, now());
    },

    async endOtherSessions(session) {
      if (session.customerId === null) return 0;
      const ended = await endOtherSessions(db, session.customerId, session.id, now());
      options.sessions.forget(ended);
      return ended.length;
    },

    async getCustomer(session) {
      return session?.customerId != null ? readCustomer(db, session.customerId) : null;
    },

    async customerForCookie(cookieHeader) {
      const token = sessionTokenFromCookieHeader(cookieHeader);
      if (!token) return null;
      return service.getCustomer(await options.sessions.find(token));
    },
  };
  return service;
}
