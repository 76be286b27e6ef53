/**
 * The My Account form posts (login, register, logout, details) and the checkout's form login, called as
 * React Router calls them, through the real services on a fresh database: statuses, the cookies they set
 * (session and cart), the client address failed logins are counted under, and what a refusal shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { loginAttempts } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { seedCatalogueFixture } from "../../server/testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import * as checkoutRoute from "./checkout.tsx";
import * as detailsRoute from "./account-details.tsx";
import * as loginRoute from "./account-login.tsx";
import * as logoutRoute from "./account-logout.tsx";

let database: Database;
let services: Services;
let ids: Map<string, number>;
const PASSWORD = "a long enough secret";
let counter = 0;
const freshEmail = () => `form-${++counter}@vitrine.test`;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

// The cookies a route function sets go into its request's jar: `answer` reads those of the last call.
let last: ReturnType<typeof routeArgs> | undefined;
const args = (request: Request, clientAddress = "198.51.100.40") => (last = routeArgs(request, services, { clientAddress })) as never;
const jar = () => (last ? jarCookies(last) : []);

function post(path: string, fields: Record<string, string>, cookie = "", headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, host: "shop.test", origin: "http://shop.test", ...headers },
  });
}

/** What a route function answered: a redirect Response or `data(…)`. */
function answer(result: unknown): { status: number; location: string | null; setCookies: string[]; value: unknown } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), setCookies: [...result.headers.getSetCookie(), ...jar()], value: null };
  const { data: value, init } = result as { data: unknown; init?: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, setCookies: [...new Headers(init?.headers).getSetCookie(), ...jar()], value };
}

async function thrown(promise: Promise<unknown> | unknown): Promise<Response | { init?: ResponseInit }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a thrown response");
}

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]!
    .slice(name.length + 1);

/** A guest with a pen in the cart; `cookie` is their Cookie header. */
async function guestWithPen(quantity = 1) {
  const { token, session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get("red-lamp")!, quantity });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

async function account() {
  const email = freshEmail();
  const signed = await services.accounts.register(null, { email, password: PASSWORD, firstName: "Tove", lastName: "Dahl" });
  return { email, cookie: `${SESSION_COOKIE}=${signed.token}`, signed };
}

describe(`account form posts on ${testDatabaseKind}`, () => {
  it("S-2-28 login: 303 to ?next= with the new session and the merged cart's cookies", async () => {
    const { email } = await account();
    const guest = await guestWithPen(2);
    const result = answer(
      await loginRoute.action(args(post("/account/login?next=%2Fcart", { email, password: PASSWORD, next: "/cart", intent: "login" }, guest.cookie))),
    );
    expect(result).toMatchObject({ status: 303, location: "/cart" });
    const token = cookieValue(result.setCookies, SESSION_COOKIE)!;
    expect(`${SESSION_COOKIE}=${token}`).not.toBe(guest.cookie);
    const session = await services.sessions.find(token);
    const cart = await services.cart.getCart(session!.id);
    expect(cart.count).toBe(2);
    expect(cookieValue(result.setCookies, "vitrine_items_in_cart")).toBe("1");
    expect(cookieValue(result.setCookies, "vitrine_cart_hash")).toBe(cart.hash);
    expect(result.setCookies.find((c) => c.startsWith(SESSION_COOKIE))).toContain("HttpOnly");
  });

  it("a ?next= to another site goes to the dashboard", async () => {
    const { email } = await account();
    const result = answer(await loginRoute.action(args(post("/account/login", { email, password: PASSWORD, next: "//evil.example/x" }))));
    expect(result.location).toBe("/account");
  });

  it("a wrong password: 401 for a document post, 200 for the enhanced fetch; the e-mail is kept, the password never", async () => {
    const { email } = await account();
    const fields = { email, password: "not it", intent: "login" };
    const documentPost = answer(await loginRoute.action(args(post("/account/login", fields, "", { accept: "text/html" }))));
    expect(documentPost.status).toBe(401);
    expect(documentPost.value).toEqual({
      problem: { form: "login", message: "The e-mail address or password is incorrect.", fields: {}, values: { email, next: "/account" } },
    });
    expect(JSON.stringify(documentPost.value)).not.toContain("not it");
    expect(answer(await loginRoute.action(args(post("/account/login", fields)))).status).toBe(200);
  });

  it("once failures make the account wait, the form answers 429 with the service's message and Retry-After", async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++) await loginRoute.action(args(post("/account/login", { email, password: `nope-${i}` }), "198.51.100.41"));
    // Each failure past the fifth doubles the wait (1 s, 2 s, 4 s …): keep failing until one is refused.
    const attempt = () => loginRoute.action(args(post("/account/login", { email, password: "nope-again" }, "", { accept: "text/html" }), "198.51.100.41"));
    let result = await attempt();
    for (let i = 0; answer(result).status === 401 && i < 10; i++) result = await attempt();
    const limited = answer(result);
    expect(limited.status).toBe(429);
    expect(limited.value).toMatchObject({
      problem: { message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ (second|seconds|minute|minutes)\.$/) },
    });
    expect(Number(new Headers((result as { init?: ResponseInit }).init?.headers).get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("counts failed logins under the load context's client address", async () => {
    const { email } = await account();
    await loginRoute.action(args(post("/account/login", { email, password: "nope" }), "203.0.113.99"));
    const rows = await database.db.select().from(loginAttempts);
    expect(rows.filter((r) => r.email === email).map((r) => r.address)).toEqual(["203.0.113.99"]);
  });

  it("empty or oversized input answers 400 with field errors, never a 500", async () => {
    const empty = answer(await loginRoute.action(args(post("/account/login", {}, "", { accept: "text/html" }))));
    expect(empty.status).toBe(400);
    expect(empty.value).toMatchObject({ problem: { fields: { email: expect.any(String), password: expect.any(String) } } });
    const register = answer(
      await loginRoute.action(
        args(
          post("/account/login", { intent: "register", email: "nope", password: "x".repeat(600), first_name: "y".repeat(101) }, "", { accept: "text/html" }),
        ),
      ),
    );
    expect(register.status).toBe(400);
    expect(register.value).toMatchObject({
      problem: { form: "register", fields: { email: expect.any(String), password: expect.any(String), first_name: expect.any(String) } },
    });
  });

  it("register: 303 signed in; a taken e-mail answers 409 naming the e-mail field", async () => {
    const email = freshEmail();
    const created = answer(
      await loginRoute.action(args(post("/account/login", { intent: "register", email, password: PASSWORD, first_name: "Ola", last_name: "Nord" }))),
    );
    expect(created).toMatchObject({ status: 303, location: "/account" });
    expect(await services.accounts.customerForCookie(`${SESSION_COOKIE}=${cookieValue(created.setCookies, SESSION_COOKIE)}`)).toMatchObject({
      email,
      displayName: "Ola Nord",
    });
    const taken = answer(await loginRoute.action(args(post("/account/login", { intent: "register", email, password: PASSWORD }, "", { accept: "text/html" }))));
    expect(taken.status).toBe(409);
    expect(taken.value).toMatchObject({ problem: { form: "register", fields: { email: expect.stringContaining("already registered") } } });
  });

  it("a cross-site post is refused with 403", async () => {
    const response = await thrown(
      loginRoute.action(args(post("/account/login", { email: "a@b.test", password: "x" }, "", { origin: "https://evil.example" }))),
    );
    expect((response as Response).status).toBe(403);
  });

  it("a signed-in customer opening the login page goes on to ?next=", async () => {
    const { cookie } = await account();
    const response = (await thrown(
      loginRoute.loader(args(new Request("http://shop.test/account/login?next=%2Fcheckout", { headers: { cookie } }))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/checkout");
  });

  it("logout: GET leads to the account; POST ends the session, starts an anonymous one and clears the cart cookies", async () => {
    expect(((await thrown(Promise.resolve().then(() => logoutRoute.loader()))) as Response).headers.get("location")).toBe("/account");
    const { cookie } = await account();
    const result = answer(await logoutRoute.action(args(post("/account/logout", {}, cookie))));
    expect(result).toMatchObject({ status: 303, location: "/account/login?done=logged-out" });
    expect(await services.accounts.customerForCookie(cookie)).toBeNull();
    expect(await services.sessions.find(cookieValue(result.setCookies, SESSION_COOKIE))).toMatchObject({ customerId: null });
    expect(result.setCookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^vitrine_items_in_cart=;.*Max-Age=0/), expect.stringMatching(/^vitrine_cart_hash=;.*Max-Age=0/)]),
    );
  });

  it("details: a guest is sent to log in; a new password without the current one is refused on that field", async () => {
    const toLogin = (await thrown(
      detailsRoute.action(args(post("/account/details", { account_display_name: "x", account_email: "x@vitrine.test" }))),
    )) as Response;
    expect(toLogin.headers.get("location")).toBe("/account/login?next=%2Faccount%2Fdetails");
    const { cookie, email } = await account();
    const fields = {
      account_first_name: "Tove",
      account_last_name: "Dahl",
      account_display_name: "Tove",
      account_email: email,
      password_current: "",
      password_1: "new secret 123",
      password_2: "new secret 123",
    };
    const refused = answer(await detailsRoute.action(args(post("/account/details", fields, cookie, { accept: "text/html" }))));
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({ problem: { fields: { password_current: expect.any(String) } } });
    const saved = answer(await detailsRoute.action(args(post("/account/details", { ...fields, password_current: PASSWORD }, cookie))));
    expect(saved).toMatchObject({ status: 303, location: "/account/details?saved=1" });
  });

  it("S-6-3 the checkout's form login sets the merged cart's cookies and counts failures under the client address", async () => {
    const { email } = await account();
    const guest = await guestWithPen(3);
    const failed = await checkoutRoute.action(
      args(post("/checkout", { intent: "login", billing_email: email, login_password: "nope" }, guest.cookie), "192.0.2.77"),
    );
    expect(answer(failed).status).toBe(200);
    expect((await database.db.select().from(loginAttempts)).filter((r) => r.email === email).map((r) => r.address)).toEqual(["192.0.2.77"]);
    const result = answer(
      await checkoutRoute.action(args(post("/checkout", { intent: "login", billing_email: email, login_password: PASSWORD }, guest.cookie))),
    );
    expect(result).toMatchObject({ status: 303, location: "/checkout" });
    const session = await services.sessions.find(cookieValue(result.setCookies, SESSION_COOKIE));
    const cart = await services.cart.getCart(session!.id);
    expect(cart.count).toBe(3);
    expect(cookieValue(result.setCookies, "vitrine_cart_hash")).toBe(cart.hash);
    expect(cookieValue(result.setCookies, "vitrine_items_in_cart")).toBe("1");
  });
});
