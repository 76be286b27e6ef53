import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { customers, loginAttempts } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMailService, type MailService } from "../mail/index.ts";
import { createSessionService, type SessionService } from "../sessions/index.ts";
import { createAccountService, type AccountService } from "./index.ts";
import { ServiceError } from "../errors.ts";

let database: Database;
let sessions: SessionService;
let mail: MailService;
let accounts: AccountService;
const here = { address: "203.0.113.20" };
let counter = 0;
const freshEmail = (name = "details") => `${name}-${++counter}@vitrine.test`;

beforeAll(async () => {
  database = await createTestDatabase();
  sessions = createSessionService(database.db);
  mail = createMailService(database.db, {});
  accounts = createAccountService(database.db, { sessions, mail });
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(loginAttempts);
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, fields } = error as ServiceError;
  return { status, code, fields };
}

async function customer(password = "old password 1") {
  const email = freshEmail();
  const signed = await accounts.register(null, { email, password, firstName: "Mia", lastName: "Novak" });
  const same = { firstName: "Mia", lastName: "Novak", displayName: "Mia Novak", email };
  return { email, password, signed, same };
}

describe(`account details on ${testDatabaseKind}`, () => {
  it("saves names and display name without the password, trimmed", async () => {
    const { signed, same } = await customer();
    const saved = await accounts.updateDetails(signed.session, { ...same, firstName: " Mia-Rose ", displayName: " Mia R. " }, here);
    expect(saved).toMatchObject({ firstName: "Mia-Rose", lastName: "Novak", displayName: "Mia R." });
    expect(await accounts.getCustomer(signed.session)).toEqual(saved);
  });

  it.each([
    ["an empty display name", { displayName: "  " }, "display_name_required", "displayName"],
    ["a 101-character first name", { firstName: "x".repeat(101) }, "name_too_long", "firstName"],
    ["a malformed e-mail", { email: "not-an-email" }, "invalid_email", "email"],
  ])("refuses %s with 400 %s", async (_what, change, code, field) => {
    const { signed, same } = await customer();
    expect(await refusal(accounts.updateDetails(signed.session, { ...same, ...change }, here))).toMatchObject({
      status: 400,
      code,
      fields: { [field]: expect.any(String) },
    });
  });

  it("a guest session cannot save details (401 not_signed_in)", async () => {
    const { session } = await sessions.create();
    expect(await refusal(accounts.updateDetails(session, { firstName: "", lastName: "", displayName: "x", email: "x@vitrine.test" }, here))).toMatchObject({
      status: 401,
      code: "not_signed_in",
    });
  });

  describe("changing the e-mail", () => {
    it("needs the current password; a wrong one is refused and counted as a failed login", async () => {
      const { signed, same, email } = await customer();
      const next = freshEmail("moved");
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, email: next }, here))).toMatchObject({
        code: "current_password_required",
        fields: { currentPassword: expect.any(String) },
      });
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, email: next, currentPassword: "wrong" }, here))).toMatchObject({
        code: "wrong_current_password",
      });
      expect(await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toHaveLength(1);
    });

    it("5 wrong current passwords → 429 too_many_attempts, even with the right one", async () => {
      const { signed, same, password } = await customer();
      const next = freshEmail("moved");
      for (let i = 0; i < 5; i++) await refusal(accounts.updateDetails(signed.session, { ...same, email: next, currentPassword: `wrong-${i}` }, here));
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, email: next, currentPassword: password }, here))).toMatchObject({
        status: 429,
        code: "too_many_attempts",
      });
    });

    it("with the current password: the new address (lower-cased) logs in, the old one no longer does", async () => {
      const { signed, same, password, email } = await customer();
      const next = freshEmail("Moved");
      const saved = await accounts.updateDetails(signed.session, { ...same, email: ` ${next.toUpperCase()} `, currentPassword: password }, here);
      expect(saved.email).toBe(next.toLowerCase());
      expect((await accounts.login(null, { email: next, password }, here)).customer.id).toBe(signed.customer.id);
      expect(await refusal(accounts.login(null, { email, password }, here))).toMatchObject({ code: "invalid_credentials" });
      // Still signed in on the session that made the change.
      expect(await sessions.find(signed.token)).not.toBeNull();
    });

    it("a taken address (any case) → 409 email_taken and nothing changes", async () => {
      const { signed, same, password } = await customer();
      const other = await customer();
      expect(
        await refusal(
          accounts.updateDetails(signed.session, { ...same, displayName: "Changed", email: other.email.toUpperCase(), currentPassword: password }, here),
        ),
      ).toMatchObject({
        status: 409,
        code: "email_taken",
        fields: { email: expect.any(String) },
      });
      expect(await accounts.getCustomer(signed.session)).toMatchObject({ email: same.email, displayName: "Mia Novak" });
    });

    it("the same address in another case is no change and needs no password", async () => {
      const { signed, same } = await customer();
      expect((await accounts.updateDetails(signed.session, { ...same, email: same.email.toUpperCase() }, here)).email).toBe(same.email);
    });
  });

  describe("changing the password", () => {
    it("needs the right current password and follows the policy", async () => {
      const { signed, same, password } = await customer();
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, newPassword: "new password 2" }, here))).toMatchObject({
        code: "current_password_required",
      });
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, newPassword: "new password 2", currentPassword: "nope" }, here))).toMatchObject({
        code: "wrong_current_password",
      });
      expect(await refusal(accounts.updateDetails(signed.session, { ...same, newPassword: "short", currentPassword: password }, here))).toMatchObject({
        code: "password_too_short",
        fields: { newPassword: expect.any(String) },
      });
    });

    it("sets the new password, ends the customer's other sessions and keeps this one", async () => {
      const { signed, same, password, email } = await customer();
      const elsewhere = await accounts.login(null, { email, password }, here);
      // Both sessions are in use (so in the session cache) when the new password ends the other one.
      for (const token of [elsewhere.token, signed.token]) expect(await sessions.find(token)).not.toBeNull();
      const saved = await accounts.updateDetails(signed.session, { ...same, currentPassword: password, newPassword: "new password 2" }, here);
      expect(saved.id).toBe(signed.customer.id);
      expect(await sessions.find(elsewhere.token)).toBeNull();
      expect(await sessions.find(signed.token)).not.toBeNull();
      expect(await refusal(accounts.login(null, { email, password }, here))).toMatchObject({ code: "invalid_credentials" });
      expect((await accounts.login(null, { email, password: "new password 2" }, here)).customer.id).toBe(signed.customer.id);
      const [row] = await database.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, signed.customer.id));
      expect(row!.hash).toMatch(/^\$argon2id\$/);
    });

    it("voids the account's open reset links", async () => {
      const { signed, same, password, email } = await customer();
      await accounts.requestPasswordReset(email);
      const token = /token=([A-Za-z0-9_-]{43})/.exec((await mail.listOutbox({ to: email }))[0]!.text)![1]!;
      await accounts.updateDetails(signed.session, { ...same, currentPassword: password, newPassword: "new password 2" }, here);
      expect(await refusal(accounts.confirmPasswordReset({ token, password: "third password" }, null))).toMatchObject({ code: "invalid_reset_token" });
    });
  });

  it("endOtherSessions ends the customer's other live sessions only", async () => {
    const { signed, email, password } = await customer();
    const a = await accounts.login(null, { email, password }, here);
    const b = await accounts.login(null, { email, password }, here);
    const stranger = await customer();
    for (const token of [a.token, b.token, signed.token, stranger.signed.token]) expect(await sessions.find(token)).not.toBeNull();
    expect(await accounts.endOtherSessions(signed.session)).toBe(2);
    expect(await sessions.find(a.token)).toBeNull();
    expect(await sessions.find(b.token)).toBeNull();
    expect(await sessions.find(signed.token)).not.toBeNull();
    expect(await sessions.find(stranger.signed.token)).not.toBeNull();
    expect(await accounts.endOtherSessions((await sessions.create()).session)).toBe(0);
  });
});
