import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESET_TOKEN_TTL_MS } from "../../../domain/account/reset-mail.ts";
import type { Database } from "../../db/connect.ts";
import { customerRoles, customers, loginAttempts, passwordResetTokens, sessions } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, type MailService } from "../mail/index.ts";
import { createSessionService, type Session, type SessionService } from "../sessions/index.ts";
import { createAccountService, type AccountService } from "./index.ts";
import { ServiceError } from "../errors.ts";

let database: Database;
let sessionService: SessionService;
let mail: MailService;
let accounts: AccountService;
let clock = new Date();
const now = () => clock;
const here = { address: "203.0.113.7" };
let counter = 0;
/** A fresh address per test, so accounts do not share rate-limit counts. */
const freshEmail = (name = "shopper") => `${name}-${++counter}@vitrine.test`;

beforeAll(async () => {
  database = await createTestDatabase();
  sessionService = createSessionService(database.db, now);
  mail = createMailService(database.db, { now });
  accounts = createAccountService(database.db, { sessions: sessionService, mail, now });
});
afterAll(async () => database?.close());
beforeEach(async () => {
  clock = new Date();
  await database.db.delete(loginAttempts);
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message, fields } = error as ServiceError;
  return { status, code, message, fields };
}

async function guest(): Promise<{ token: string; session: Session }> {
  return sessionService.create();
}

async function registered(password = "correct horse") {
  const email = freshEmail();
  const signed = await accounts.register(null, { email, password, firstName: "Emma", lastName: "Laurent" });
  return { email, password, signed };
}

const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

describe(`accounts service on ${testDatabaseKind}`, () => {
  describe("register", () => {
    it("S-6-4: creates a customer with the e-mail lower-cased, an argon2id hash and the customer role, and signs them in", async () => {
      const email = freshEmail("New.Shopper").toUpperCase();
      const { customer, token, session } = await accounts.register(null, {
        email: `  ${email} `,
        password: "long enough",
        firstName: " Léa ",
        lastName: "Dubois",
      });
      expect(customer).toEqual({
        id: expect.any(Number),
        email: email.toLowerCase(),
        firstName: "Léa",
        lastName: "Dubois",
        displayName: "Léa Dubois",
        roles: ["customer"],
      });
      const [row] = await database.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id));
      expect(row!.hash).toMatch(/^\$argon2id\$/);
      expect(session.customerId).toBe(customer.id);
      expect(await sessionService.find(token)).toMatchObject({ id: session.id, customerId: customer.id });
    });

    it("refuses a taken e-mail in any case with 409 email_taken", async () => {
      const { email } = await registered();
      expect(await refusal(accounts.register(null, { email: email.toUpperCase(), password: "another one" }))).toMatchObject({
        status: 409,
        code: "email_taken",
        fields: { email: expect.any(String) },
      });
    });

    it("two registrations racing for one e-mail: one account, one email_taken", async () => {
      const email = freshEmail();
      const results = await Promise.allSettled([
        accounts.register(null, { email, password: "password-1" }),
        accounts.register(null, { email, password: "password-2" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ code: "email_taken" });
    });

    it.each([
      ["a malformed e-mail", { email: "not-an-email", password: "long enough" }, "invalid_email", "email"],
      ["a 7-character password", { email: "x@vitrine.test", password: "1234567" }, "password_too_short", "password"],
      ["the e-mail as password", { email: "same.as.email@vitrine.test", password: "Same.As.Email@vitrine.test" }, "password_is_email", "password"],
    ])("refuses %s with 400 %s", async (_what, input, code, field) => {
      expect(await refusal(accounts.register(null, input))).toMatchObject({ status: 400, code, fields: { [field]: expect.any(String) } });
    });
  });

  describe("login", () => {
    it("S-6-3: signs in with any case of the e-mail; the session token changes and the guest session ends", async () => {
      const { email, password, signed } = await registered();
      const before = await guest();
      // The guest session is in use (so in the session cache) when the login ends it.
      expect(await sessionService.find(before.token)).toEqual(before.session);
      const result = await accounts.login(before.session, { email: ` ${email.toUpperCase()} `, password }, here);
      expect(result.customer).toEqual(signed.customer);
      expect(result.token).not.toBe(before.token);
      expect(result.session.id).not.toBe(before.session.id);
      expect(result.session.nonce).not.toBe(before.session.nonce);
      expect(await sessionService.find(before.token)).toBeNull();
      expect(await database.db.select().from(sessions).where(eq(sessions.id, before.session.id))).toEqual([]);
      expect(await sessionService.find(result.token)).toMatchObject({ customerId: signed.customer.id });
    });

    it("a wrong password and an unknown e-mail answer the same 401 invalid_credentials", async () => {
      const { email } = await registered();
      const wrong = await refusal(accounts.login(null, { email, password: "wrong password" }, here));
      const unknown = await refusal(accounts.login(null, { email: freshEmail("nobody"), password: "wrong password" }, here));
      expect(wrong).toEqual({ status: 401, code: "invalid_credentials", message: "The e-mail address or password is incorrect.", fields: undefined });
      expect(unknown).toEqual(wrong);
    });

    it("an account without a password cannot log in", async () => {
      const email = freshEmail();
      await database.db.insert(customers).values({ email, passwordHash: null });
      expect(await refusal(accounts.login(null, { email, password: "" }, here))).toMatchObject({ code: "invalid_credentials" });
      expect(await refusal(accounts.login(null, { email, password: "anything at all" }, here))).toMatchObject({ code: "invalid_credentials" });
    });

    it("a deactivated account is refused 403 account_deactivated with the right password, and told nothing more with a wrong one", async () => {
      const { email, password, signed } = await registered();
      await database.db.update(customers).set({ deactivatedAt: now() }).where(eq(customers.id, signed.customer.id));
      expect(await refusal(accounts.login(null, { email, password }, here))).toMatchObject({
        status: 403,
        code: "account_deactivated",
        message: expect.stringContaining("deactivated"),
      });
      expect(await refusal(accounts.login(null, { email, password: "not the password" }, here))).toMatchObject({ code: "invalid_credentials" });
      await database.db.update(customers).set({ deactivatedAt: null }).where(eq(customers.id, signed.customer.id));
      await expect(accounts.login(null, { email, password }, here)).resolves.toMatchObject({ customer: { email } });
    });

    it("logging in from another customer's session leaves that customer's session expired, not deleted", async () => {
      const a = await registered();
      const b = await registered();
      expect(await sessionService.find(a.signed.token)).not.toBeNull();
      const next = await accounts.login(a.signed.session, { email: b.email, password: b.password }, here);
      expect(next.customer.id).toBe(b.signed.customer.id);
      expect(await sessionService.find(a.signed.token)).toBeNull();
      expect(await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, a.signed.session.id))).toHaveLength(1);
    });
  });

  describe("login rate limit", () => {
    it("after 5 failures from one address the next try from there waits 1 s (429 with its time), then goes through", async () => {
      const { email, password } = await registered();
      for (let i = 0; i < 5; i++)
        expect(await refusal(accounts.login(null, { email, password: `wrong-${i}` }, here))).toMatchObject({ code: "invalid_credentials" });
      const limited = await accounts.login(null, { email, password }, here).catch((e: ServiceError) => e);
      expect(limited).toMatchObject({
        status: 429,
        code: "too_many_attempts",
        message: "Too many failed login attempts. Please try again in 1 second.",
        retryAfterSeconds: 1,
      });
      clock = new Date(clock.getTime() + 1000);
      expect((await accounts.login(null, { email, password }, here)).customer.email).toBe(email);
    });

    it("each further failure from that address doubles the wait: 1 s, 2 s, 4 s", async () => {
      const { email, password } = await registered();
      for (let i = 0; i < 5; i++) await refusal(accounts.login(null, { email, password: "nope" }, here));
      for (const wait of [1000, 2000]) {
        clock = new Date(clock.getTime() + wait);
        await refusal(accounts.login(null, { email, password: "nope" }, here));
      }
      const limited = await accounts.login(null, { email, password }, here).catch((e: ServiceError) => e);
      expect(limited).toMatchObject({ code: "too_many_attempts", retryAfterSeconds: 4 });
      clock = new Date(clock.getTime() + 3999);
      expect(await refusal(accounts.login(null, { email, password }, here))).toMatchObject({ code: "too_many_attempts" });
      clock = new Date(clock.getTime() + 1);
      expect((await accounts.login(null, { email, password }, here)).customer.email).toBe(email);
    });

    it("failures from other addresses never lock the owner out: they sign in from their own at once", async () => {
      const { email, password } = await registered();
      for (let attacker = 0; attacker < 4; attacker++)
        for (let i = 0; i < 8; i++)
          await refusal(accounts.login(null, { email: i % 2 ? email.toUpperCase() : email, password: "nope" }, { address: `198.51.100.${attacker}` }));
      expect(await refusal(accounts.login(null, { email, password }, { address: "198.51.100.0" }))).toMatchObject({ code: "too_many_attempts" });
      expect((await accounts.login(null, { email, password }, here)).customer.email).toBe(email);
      // The owner's success does not reset the attackers' waits.
      expect(await refusal(accounts.login(null, { email, password }, { address: "198.51.100.1" }))).toMatchObject({ code: "too_many_attempts" });
    });

    it("a successful login clears the account's failures", async () => {
      const { email, password } = await registered();
      for (let i = 0; i < 4; i++) await refusal(accounts.login(null, { email, password: "nope" }, here));
      await accounts.login(null, { email, password }, here);
      for (let i = 0; i < 4; i++) await refusal(accounts.login(null, { email, password: "nope" }, here));
      expect((await accounts.login(null, { email, password }, here)).customer.email).toBe(email);
    });

    it("20 failures from one address across accounts → 429 for any account from it; other addresses go on", async () => {
      const { email, password } = await registered();
      const attacker = { address: "2001:db8::66" };
      for (let i = 0; i < 20; i++) await refusal(accounts.login(null, { email: freshEmail("guess"), password: "nope" }, attacker));
      expect(await refusal(accounts.login(null, { email, password }, attacker))).toMatchObject({ status: 429, code: "too_many_attempts" });
      expect((await accounts.login(null, { email, password }, here)).customer.email).toBe(email);
    });
  });

  describe("logout", () => {
    it("ends the session: its cookie is refused at once", async () => {
      const { signed } = await registered();
      expect(await sessionService.find(signed.token)).not.toBeNull();
      await accounts.logout(signed.session);
      expect(await sessionService.find(signed.token)).toBeNull();
    });
  });

  describe("password reset", () => {
    it("an unknown e-mail writes no mail and answers like a known one", async () => {
      const to = freshEmail("ghost");
      await expect(accounts.requestPasswordReset(to)).resolves.toBeUndefined();
      await expect(accounts.requestPasswordReset("not an email")).resolves.toBeUndefined();
      expect(await mail.listOutbox({ to })).toEqual([]);
    });

    it("writes a reset mail with a one-time link; only the token's hash is stored, expiring in 1 hour", async () => {
      const { email, signed } = await registered();
      await accounts.requestPasswordReset(email.toUpperCase());
      const [sent] = await mail.listOutbox({ to: email });
      expect(sent).toMatchObject({ kind: "password_reset", subject: "Reset your Vitrine password", sentAt: null, attempts: 0 });
      expect(sent!.text).toContain("Hello Emma Laurent,");
      const token = tokenOf(sent!.text)!;
      expect(sent!.text).toContain(`/account/reset-password?token=${token}`);
      expect(sent!.html).toContain(`/account/reset-password?token=${token}`);
      const rows = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, signed.customer.id));
      expect(rows).toEqual([expect.objectContaining({ tokenHash: createHash("sha256").update(token).digest("hex"), usedAt: null })]);
      expect(rows[0]!.expiresAt.getTime() - clock.getTime()).toBe(RESET_TOKEN_TTL_MS);
    });

    it("the token sets a new password once, ends the customer's sessions and clears their failures", async () => {
      const { email, password, signed } = await registered();
      const other = await accounts.login(null, { email, password }, here);
      await refusal(accounts.login(null, { email, password: "nope" }, here));
      await accounts.requestPasswordReset(email);
      const token = tokenOf((await mail.listOutbox({ to: email }))[0]!.text)!;
      const anonymous = await guest();
      // All three sessions are in use (so in the session cache) when the reset ends the customer's.
      for (const token of [signed.token, other.token, anonymous.token]) expect(await sessionService.find(token)).not.toBeNull();

      const customer = await accounts.confirmPasswordReset({ token, password: "brand new password" }, anonymous.session);
      expect(customer.email).toBe(email);
      expect(await sessionService.find(signed.token)).toBeNull();
      expect(await sessionService.find(other.token)).toBeNull();
      expect(await sessionService.find(anonymous.token)).not.toBeNull();
      expect(await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toEqual([]);
      expect(await refusal(accounts.login(null, { email, password }, here))).toMatchObject({ code: "invalid_credentials" });
      expect((await accounts.login(null, { email, password: "brand new password" }, here)).customer.id).toBe(customer.id);

      expect(await refusal(accounts.confirmPasswordReset({ token, password: "yet another one" }, null))).toMatchObject({
        status: 400,
        code: "invalid_reset_token",
      });
    });

    it("a customer resetting while logged in keeps the session they are using", async () => {
      const { email, signed } = await registered();
      await accounts.requestPasswordReset(email);
      const token = tokenOf((await mail.listOutbox({ to: email }))[0]!.text)!;
      await accounts.confirmPasswordReset({ token, password: "brand new password" }, signed.session);
      expect(await sessionService.find(signed.token)).not.toBeNull();
    });

    it("an expired token is refused", async () => {
      const { email } = await registered();
      await accounts.requestPasswordReset(email);
      const token = tokenOf((await mail.listOutbox({ to: email }))[0]!.text)!;
      clock = new Date(clock.getTime() + RESET_TOKEN_TTL_MS + 1);
      expect(await refusal(accounts.confirmPasswordReset({ token, password: "brand new password" }, null))).toMatchObject({ code: "invalid_reset_token" });
    });

    it("using one link voids the account's other links", async () => {
      const { email } = await registered();
      await accounts.requestPasswordReset(email);
      await accounts.requestPasswordReset(email);
      const [newer, older] = (await mail.listOutbox({ to: email })).map((m) => tokenOf(m.text)!);
      await accounts.confirmPasswordReset({ token: newer!, password: "brand new password" }, null);
      expect(await refusal(accounts.confirmPasswordReset({ token: older!, password: "another password" }, null))).toMatchObject({
        code: "invalid_reset_token",
      });
    });

    it("two confirmations racing with one token: one succeeds", async () => {
      const { email } = await registered();
      await accounts.requestPasswordReset(email);
      const token = tokenOf((await mail.listOutbox({ to: email }))[0]!.text)!;
      const results = await Promise.allSettled([
        accounts.confirmPasswordReset({ token, password: "first new password" }, null),
        accounts.confirmPasswordReset({ token, password: "second new password" }, null),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    });

    it("the new password follows the policy; a refused password leaves the token usable", async () => {
      const { email } = await registered();
      await accounts.requestPasswordReset(email);
      const token = tokenOf((await mail.listOutbox({ to: email }))[0]!.text)!;
      expect(await refusal(accounts.confirmPasswordReset({ token, password: "short" }, null))).toMatchObject({
        status: 400,
        code: "password_too_short",
        fields: { password: expect.any(String) },
      });
      await expect(accounts.confirmPasswordReset({ token, password: "long enough now" }, null)).resolves.toMatchObject({ email });
    });

    it.each(["", "short", "A".repeat(43), "x".repeat(500)])("an unknown or malformed token %j is refused", async (token) => {
      expect(await refusal(accounts.confirmPasswordReset({ token, password: "brand new password" }, null))).toMatchObject({ code: "invalid_reset_token" });
    });

    it("at most 3 reset mails per account per hour", async () => {
      const { email } = await registered();
      for (let i = 0; i < 5; i++) await accounts.requestPasswordReset(email);
      expect(await mail.listOutbox({ to: email })).toHaveLength(3);
      clock = new Date(clock.getTime() + RESET_TOKEN_TTL_MS + 1);
      await accounts.requestPasswordReset(email);
      expect(await mail.listOutbox({ to: email })).toHaveLength(4);
    });
  });

  describe("e-mail check and the current customer", () => {
    it("S-4-78/S-4-80: emailExists answers for any case and spacing", async () => {
      const { email } = await registered();
      expect(await accounts.emailExists(` ${email.toUpperCase()} `)).toBe(true);
      expect(await accounts.emailExists(freshEmail("unknown"))).toBe(false);
      expect(await accounts.emailExists("")).toBe(false);
    });

    it("S-7-20: emailCheck offers login for an existing account unless its logins are rate-limited", async () => {
      const { email } = await registered();
      expect(await accounts.emailCheck(email, here)).toEqual({ exists: true, loginAllowed: true });
      expect(await accounts.emailCheck(freshEmail("new"), here)).toEqual({ exists: false, loginAllowed: false });
      for (let i = 0; i < 5; i++) await refusal(accounts.login(null, { email, password: "nope" }, here));
      expect(await accounts.emailCheck(email, here)).toEqual({ exists: true, loginAllowed: false });
    });

    it("getCustomer and customerForCookie answer the signed-in customer with roles, null for guests", async () => {
      const { signed } = await registered();
      await database.db.insert(customerRoles).values({ customerId: signed.customer.id, role: "affiliate" });
      expect(await accounts.getCustomer(signed.session)).toMatchObject({ id: signed.customer.id, roles: ["customer", "affiliate"] });
      expect(await accounts.customerForCookie(`a=b; vitrine_session=${signed.token}`)).toMatchObject({ id: signed.customer.id });
      const anonymous = await guest();
      expect(await accounts.getCustomer(anonymous.session)).toBeNull();
      expect(await accounts.getCustomer(null)).toBeNull();
      expect(await accounts.customerForCookie(`vitrine_session=${anonymous.token}`)).toBeNull();
      expect(await accounts.customerForCookie(undefined)).toBeNull();
    });
  });
});
