import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customerAddresses, customerRoles, customers, mailOutbox, orders, passwordResetTokens, reviews, sessions } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const PASSWORD = "people service password";
const ADDRESS = {
  firstName: "Ada",
  lastName: "Byrne",
  country: "IE",
  address1: "1 Main Street",
  city: "Dublin",
  postcode: "D02 X285",
  phone: "+353 1 234 5678",
};
const shop = withShopServices();
let counter = 0;

async function account(roles: string[] = [], names = { firstName: "Ada", lastName: "Byrne" }) {
  const email = `people-${++counter}-${Date.now()}@example.com`;
  const { customer, token } = await shop.services.accounts.register(null, { email, password: PASSWORD, ...names });
  for (const role of roles) await shop.database.db.insert(customerRoles).values({ customerId: customer.id, role: role as "admin" });
  return { id: customer.id, email, token, actor: { id: customer.id, email } };
}

async function placeOrder(customerId: number, email: string) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Quay Street", city: "Galway", postcode: "H91 X2K3", phone: "+353 91 123" };
  const { order } = await shop.services.checkout.placeOrder(
    { id: session.id, customerId },
    { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
    `people-${session.id}`,
  );
  return order;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isServiceError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, status: error.status };
}

const audits = (entityId: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)));
const liveSessions = async (id: number) =>
  (
    await shop.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerId, id), sql`${sessions.expiresAt} > now()`))
  ).length;

describe(`people service on ${testDatabaseKind}`, () => {
  it("lists customers searched by name or e-mail, filtered by role and sorted by orders", async () => {
    const boss = await account(["admin"]);
    const ada = await account([], { firstName: "Zelda", lastName: "Quixote" });
    await placeOrder(ada.id, ada.email);
    const found = await shop.services.people.customers.list({ q: "zelda quix", sort: "created", dir: "desc", page: 1 });
    expect(found.customers.map((c) => c.email)).toEqual([ada.email]);
    expect(found.customers[0]).toMatchObject({ name: "Zelda Quixote", orderCount: 1, roles: ["customer"] });
    const admins = await shop.services.people.customers.list({ role: "admin", sort: "email", dir: "asc", page: 1 });
    expect(admins.customers.map((c) => c.id)).toContain(boss.id);
    expect(admins.customers.map((c) => c.id)).not.toContain(ada.id);
    const byOrders = await shop.services.people.customers.list({ sort: "orders", dir: "desc", page: 1 });
    expect(byOrders.customers[0]!.orderCount).toBeGreaterThanOrEqual(1);
    expect((await shop.services.people.customers.list({ q: "%", sort: "created", dir: "desc", page: 1 })).total).toBe(0);
  });

  it("sets customer roles, keeps staff roles, and audits the change", async () => {
    const boss = await account(["admin"]);
    const ada = await account(["editor"]);
    expect(await shop.services.people.customers.setRoles(boss.actor, ada.id, ["customer", "affiliate"])).toEqual(["affiliate", "customer", "editor"]);
    expect(await shop.services.people.customers.setRoles(boss.actor, ada.id, [])).toEqual(["editor"]);
    const entries = await audits(ada.id);
    expect(entries.map((e) => e.action)).toEqual(["customer.update", "customer.update"]);
    expect(entries[0]!.changes).toEqual({ roles: { before: ["customer", "editor"], after: ["affiliate", "customer", "editor"] } });
  });

  it("ends one session or all of them", async () => {
    const boss = await account(["admin"]);
    const ada = await account();
    await shop.services.accounts.login(null, { email: ada.email, password: PASSWORD }, { address: "10.0.0.1" });
    const detail = await shop.services.people.customers.get(ada.id);
    expect(detail!.sessions).toHaveLength(2);
    expect(await shop.services.people.customers.endSessions(boss.actor, ada.id, detail!.sessions[0]!.id)).toBe(1);
    expect(await liveSessions(ada.id)).toBe(1);
    expect(await refusal(shop.services.people.customers.endSessions(boss.actor, ada.id, detail!.sessions[0]!.id))).toEqual({
      code: "session_not_found",
      status: 404,
    });
    expect(await shop.services.people.customers.endSessions(boss.actor, ada.id)).toBe(1);
    expect(await liveSessions(ada.id)).toBe(0);
    expect(await shop.services.sessions.find(ada.token)).toBeNull();
  });

  it("sends the lost-password mail and records who asked", async () => {
    const boss = await account(["admin"]);
    const ada = await account();
    await shop.services.people.customers.sendPasswordReset(boss.actor, ada.id);
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, ada.email));
    expect(mails.map((m) => m.kind)).toEqual(["password_reset"]);
    expect((await audits(ada.id)).map((e) => [e.action, e.actorEmail])).toEqual([["customer.password_reset", boss.email]]);
    expect(await refusal(shop.services.people.customers.sendPasswordReset(boss.actor, 2_000_000))).toMatchObject({ status: 404 });
  });

  it("exports everything held on a customer without secrets", async () => {
    const boss = await account(["admin"]);
    const ada = await account();
    await shop.services.customers.saveAddress(ada.id, "billing", ADDRESS);
    const order = await placeOrder(ada.id, ada.email);
    await shop.database.db
      .insert(reviews)
      .values({ productId: shop.ids.get("red-lamp")!, authorName: "Ada", authorEmail: ada.email, rating: 5, content: "Bright" });
    await shop.services.people.customers.sendPasswordReset(boss.actor, ada.id);
    const exported = await shop.services.people.customers.exportData(boss.actor, ada.id);
    expect(exported.account).toMatchObject({ id: ada.id, email: ada.email, firstName: "Ada" });
    expect(exported.addresses).toMatchObject([{ kind: "billing", city: "Dublin" }]);
    expect(exported.orders).toMatchObject([{ number: order.number, lines: [{ quantity: 2 }] }]);
    expect(exported.reviews).toMatchObject([{ content: "Bright", rating: 5 }]);
    expect(exported.sessions[0]).toMatchObject({ active: true });
    expect(exported.mails.map((m) => m.kind).sort()).toEqual(["order_received", "password_reset"]);
    expect(JSON.stringify(exported)).not.toMatch(/argon2|passwordHash|"nonce"|token=[A-Za-z0-9_-]{43}/);
    expect((await audits(ada.id)).map((e) => e.action)).toContain("customer.export");
  });

  it("erases a customer: orders and totals kept with anonymised data, personal data gone, sessions ended", async () => {
    const boss = await account(["admin"]);
    const ada = await account();
    await shop.services.customers.saveAddress(ada.id, "billing", ADDRESS);
    const order = await placeOrder(ada.id, ada.email);
    await shop.database.db
      .insert(reviews)
      .values({ productId: shop.ids.get("red-lamp")!, authorName: "Ada B", authorEmail: ada.email, rating: 4, content: "Good" });
    await shop.services.people.customers.sendPasswordReset(boss.actor, ada.id);

    expect(await refusal(shop.services.people.customers.erase(boss.actor, ada.id, { confirmEmail: "wrong@example.com", reason: "asked" }))).toMatchObject({
      code: "confirmation_mismatch",
      status: 400,
    });
    const result = await shop.services.people.customers.erase(boss.actor, ada.id, { confirmEmail: ada.email.toUpperCase(), reason: "Asked by e-mail" });
    expect(result).toMatchObject({ ordersAnonymised: 1, addressesDeleted: 1, reviewsAnonymised: 1 });

    const db = shop.database.db;
    const [row] = await db.select().from(customers).where(eq(customers.id, ada.id));
    expect(row).toMatchObject({ email: `anonymised-${ada.id}@invalid`, firstName: "", lastName: "", displayName: "Anonymised customer", passwordHash: null });
    expect(row!.anonymisedAt).toBeInstanceOf(Date);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: ada.id, email: `anonymised-${ada.id}@invalid`, total: order.total, status: order.status });
    expect(kept!.billingAddress).toMatchObject({ firstName: "", address1: "", city: "", country: "IE" });
    expect(await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, ada.id))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, ada.id))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, ada.email))).toEqual([]);
    const [review] = await db.select().from(reviews).where(eq(reviews.content, "Good"));
    expect(review).toMatchObject({ authorName: "Anonymous", authorEmail: `anonymised-${ada.id}@invalid` });
    expect(await liveSessions(ada.id)).toBe(0);
    const [entry] = (await audits(ada.id)).filter((e) => e.action === "customer.erase");
    expect(entry).toMatchObject({ reason: "Asked by e-mail", actorEmail: boss.email });
    expect(JSON.stringify(entry!.changes)).not.toContain(ada.email);
    await expect(shop.services.accounts.login(null, { email: ada.email, password: PASSWORD }, { address: "10.0.0.2" })).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    expect(await refusal(shop.services.people.customers.erase(boss.actor, ada.id, { confirmEmail: row!.email, reason: "again" }))).toMatchObject({
      code: "already_anonymised",
    });
  });

  it("a shop manager acts only on accounts below their role: never on an administrator's or another staff member's", async () => {
    const manager = await account(["shop_manager"]);
    const boss = await account(["admin"]);
    const colleague = await account(["shop_manager"]);
    const shopper = await account();
    const people = shop.services.people;
    for (const target of [boss, colleague]) {
      const refused = { code: "staff_account", status: 403 };
      expect(await refusal(people.customers.exportData(manager.actor, target.id))).toEqual(refused);
      expect(await refusal(people.customers.sendPasswordReset(manager.actor, target.id))).toEqual(refused);
      expect(await refusal(people.customers.endSessions(manager.actor, target.id))).toEqual(refused);
      expect(await refusal(people.customers.setRoles(manager.actor, target.id, ["customer"]))).toEqual(refused);
      expect(await refusal(people.customers.erase(manager.actor, target.id, { confirmEmail: target.email, reason: "asked" }))).toEqual(refused);
      expect(await refusal(people.staff.setRole(manager.actor, target.id, "editor"))).toEqual(refused);
      expect(await refusal(people.staff.deactivate(manager.actor, target.id))).toEqual(refused);
    }
    // Nothing was mailed to, or recorded about, the administrator.
    const mails = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, boss.email));
    expect(mails).toEqual([]);
    expect(await audits(boss.id)).toEqual([]);
    // A customer is theirs to look after; an administrator may act on any account.
    expect((await people.customers.exportData(manager.actor, shopper.id)).account).toBeDefined();
    await people.customers.sendPasswordReset(manager.actor, shopper.id);
    expect((await people.customers.exportData(boss.actor, colleague.id)).account).toBeDefined();
  });

  it("never erases a staff account from the customers screen", async () => {
    const boss = await account(["admin"]);
    const manager = await account(["shop_manager"]);
    expect(await refusal(shop.services.people.customers.erase(boss.actor, manager.id, { confirmEmail: manager.email, reason: "asked" }))).toEqual({
      code: "staff_account",
      status: 403,
    });
  });

  it("invites a new staff member: an account without a password, the role and a week-long set-password mail", async () => {
    const boss = await account(["admin"]);
    const email = `invited-${Date.now()}@example.com`;
    const { id, created } = await shop.services.people.staff.invite(boss.actor, { email, role: "shop_manager", firstName: "Sam", lastName: "Lee" });
    expect(created).toBe(true);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ email, passwordHash: null, displayName: "Sam Lee" });
    expect((await shop.services.people.staff.list()).find((m) => m.id === id)).toMatchObject({ role: "shop_manager", hasPassword: false, deactivatedAt: null });
    const [mail] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toMatchObject({ kind: "staff_invite", subject: "You are invited to the Vitrine admin" });
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const [stored] = await shop.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, id));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
    await shop.services.accounts.confirmPasswordReset({ token, password: "a brand new password" }, null);
    const signedIn = await shop.services.accounts.login(null, { email, password: "a brand new password" }, { address: "10.0.0.3" });
    expect(signedIn.customer.roles).toEqual(["shop_manager"]);
    expect(await refusal(shop.services.people.staff.invite(boss.actor, { email, role: "editor", firstName: "", lastName: "" }))).toMatchObject({
      code: "already_staff",
      status: 409,
    });
    expect((await audits(id)).map((e) => e.action)).toEqual(["staff.invite"]);
  });

  it("adds the staff role to an existing customer", async () => {
    const boss = await account(["admin"]);
    const ada = await account();
    expect(await shop.services.people.staff.invite(boss.actor, { email: ada.email, role: "editor", firstName: "", lastName: "" })).toEqual({
      id: ada.id,
      created: false,
    });
    expect((await shop.services.accounts.getCustomer({ customerId: ada.id }))!.roles).toEqual(["customer", "editor"]);
  });

  it("deactivates a staff member: sessions ended, sign-in refused; reactivation lets them back", async () => {
    const boss = await account(["admin"]);
    const editor = await account(["editor"]);
    expect(await shop.services.people.staff.deactivate(boss.actor, editor.id)).toBe(1);
    expect(await shop.services.sessions.find(editor.token)).toBeNull();
    await expect(shop.services.accounts.login(null, { email: editor.email, password: PASSWORD }, { address: "10.0.0.4" })).rejects.toMatchObject({
      code: "account_deactivated",
      status: 403,
    });
    await expect(shop.services.accounts.login(null, { email: editor.email, password: "wrong password" }, { address: "10.0.0.4" })).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    await shop.services.people.staff.reactivate(boss.actor, editor.id);
    await expect(shop.services.accounts.login(null, { email: editor.email, password: PASSWORD }, { address: "10.0.0.4" })).resolves.toBeTruthy();
    expect((await audits(editor.id)).map((e) => e.action)).toEqual(["staff.deactivate", "staff.reactivate"]);
  });

  it("refuses self lock-out and removing the last active administrator; changes roles otherwise", async () => {
    const db = shop.database.db;
    // Only the administrators of this test count: the others become editors first.
    await db.update(customerRoles).set({ role: "editor" }).where(eq(customerRoles.role, "admin"));
    const boss = await account(["admin"]);
    const other = await account(["admin"]);
    expect(await refusal(shop.services.people.staff.deactivate(boss.actor, boss.id))).toEqual({ code: "cannot_change_self", status: 403 });
    expect(await refusal(shop.services.people.staff.setRole(boss.actor, boss.id, "editor"))).toEqual({ code: "cannot_change_self", status: 403 });
    await shop.services.people.staff.setRole(boss.actor, other.id, "shop_manager");
    // Now a shop manager, `other` ranks below the last administrator and may not change them at all.
    expect(await refusal(shop.services.people.staff.setRole(other.actor, boss.id, "editor"))).toEqual({ code: "staff_account", status: 403 });
    expect(await refusal(shop.services.people.staff.setRole(boss.actor, 2_000_000, "editor"))).toMatchObject({ status: 404 });
    const customer = await account();
    expect(await refusal(shop.services.people.staff.setRole(boss.actor, customer.id, "admin"))).toEqual({ code: "staff_not_found", status: 404 });
    const [entry] = (await audits(other.id)).filter((e) => e.action === "staff.role");
    expect(entry!.changes).toEqual({ role: { before: "admin", after: "shop_manager" } });
  });
});
