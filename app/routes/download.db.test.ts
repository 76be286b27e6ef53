/**
 * Downloads access (issue points 8 and 13), through the real services and the `/downloads/:key` route as
 * React Router calls it, on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the owner
 * downloads and the download is counted; another customer, an unpaid order, a used-up or expired grant and
 * a guest without the order's key are refused; two parallel downloads of the last allowance count once;
 * the private folder is outside everything served as files.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { downloadGrants, mailOutbox, orders } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { downloadsDirOf } from "../../server/services/downloads/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { seedCatalogueFixture } from "../../server/testing/catalogue-fixture.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import { loader } from "./download.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\nA guide to test downloads.\n%%EOF\n");
let database: Database;
let services: Services;
let dataDir: string;
let productId = 0;
const cookies = { owner: "", other: "" };
const ids = { owner: 0 };
/** The shop itself acts (no staff account needed here). */
const admin = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-downloads-"));
  database = await createTestDatabase();
  const productIds = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: path.join(dataDir, "media"), mailTransport: null });
  productId = productIds.get("kettle")!;
  const register = async (email: string) => services.accounts.register(null, { email, password: "correct horse battery" });
  const owner = await register("owner@example.com");
  ids.owner = owner.customer.id;
  cookies.owner = `${SESSION_COOKIE}=${owner.token}`;
  cookies.other = `${SESSION_COOKIE}=${(await register("other@example.com")).token}`;
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A new file on the kettle (so each test's grants are its own), then an order of it by `customerId`. */
async function buy(customerId: number | null, file: { downloadLimit?: number | null; expiryDays?: number | null } = {}, paymentMethod = "cod") {
  const attached = await services.downloads.attachFile(admin, productId, {
    name: `Manual ${Math.random()}`,
    variationId: null,
    downloadLimit: file.downloadLimit ?? null,
    expiryDays: file.expiryDays ?? null,
    fileName: "kettle-manual.pdf",
    bytes: PDF,
  });
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId, quantity: 1 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await services.checkout.placeOrder(
    { id: session.id, customerId },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod },
    `downloads-${Math.random()}`,
  );
  const [order] = await database.db.select({ id: orders.id, key: orders.key, status: orders.status }).from(orders).where(eq(orders.id, placed.order.id));
  const grants = await database.db.select().from(downloadGrants).where(eq(downloadGrants.orderId, order!.id));
  const grant = grants.find((g) => g.fileId === attached.id) ?? null;
  return { order: order!, grant, fileId: attached.id };
}

/** The loader's answer, whether returned or thrown (a redirect to log in is thrown). */
async function get(pathAndQuery: string, cookie = ""): Promise<Response> {
  const url = new URL(pathAndQuery, "http://shop.test");
  const key = url.pathname.split("/")[2]!;
  const args = routeArgs(new Request(url, { headers: { cookie, host: "shop.test" } }), services, { params: { key } });
  try {
    return (await loader(args as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const refusal = thrown as { status?: number; headers?: Record<string, string> };
    if (typeof refusal.status === "number") return new Response(null, { status: refusal.status, headers: refusal.headers ?? {} });
    throw thrown;
  }
}

const countOf = async (grantId: number) =>
  (
    await database.db
      .select({ count: downloadGrants.downloadCount, remaining: downloadGrants.downloadsRemaining })
      .from(downloadGrants)
      .where(eq(downloadGrants.id, grantId))
  )[0]!;

describe(`downloads access on ${testDatabaseKind}`, () => {
  it("streams the owner's file as an attachment of the right type and counts it", async () => {
    const { grant } = await buy(ids.owner, { downloadLimit: 3, expiryDays: 30 });
    expect(grant).not.toBeNull();
    expect(grant!.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant!.downloadsRemaining).toBe(3);
    const response = await get(`/downloads/${grant!.accessKey}`, cookies.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain('attachment; filename="kettle-manual.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(await countOf(grant!.id)).toEqual({ count: 1, remaining: 2 });
  });

  it("refuses another customer (403) and sends a signed-out visitor to log in, counting nothing", async () => {
    const { grant } = await buy(ids.owner);
    const other = await get(`/downloads/${grant!.accessKey}`, cookies.other);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain("another customer");
    const guest = await get(`/downloads/${grant!.accessKey}`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toContain("/account/login");
    expect(await countOf(grant!.id)).toEqual({ count: 0, remaining: null });
  });

  it("answers 404 for an unknown or malformed key and 400 for an unexpected query", async () => {
    expect((await get(`/downloads/${"x".repeat(43)}`, cookies.owner)).status).toBe(404);
    expect((await get("/downloads/short", cookies.owner)).status).toBe(404);
    expect((await get(`/downloads/${"x".repeat(43)}?evil=1`, cookies.owner)).status).toBe(400);
  });

  it("grants nothing to an unpaid order, and refuses a paid order's grant once the order is put on hold", async () => {
    const onHold = await buy(ids.owner, {}, "bacs");
    expect(onHold.order.status).toBe("on-hold");
    expect(onHold.grant).toBeNull();
    // Paid later: the status change grants it, once (idempotent).
    await services.orders.changeStatus(admin, onHold.order.id, { status: "processing" });
    const granted = (await database.db.select().from(downloadGrants).where(eq(downloadGrants.orderId, onHold.order.id))).filter(
      (g) => g.fileId === onHold.fileId,
    );
    expect(granted).toHaveLength(1);
    const grantCount = await database.db.$count(downloadGrants, eq(downloadGrants.orderId, onHold.order.id));
    await services.orders.changeStatus(admin, onHold.order.id, { status: "on-hold" });
    const refused = await get(`/downloads/${granted[0]!.accessKey}`, cookies.owner);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("not paid");
    await services.orders.changeStatus(admin, onHold.order.id, { status: "completed" });
    expect(await database.db.$count(downloadGrants, eq(downloadGrants.orderId, onHold.order.id))).toBe(grantCount);
    expect((await get(`/downloads/${granted[0]!.accessKey}`, cookies.owner)).status).toBe(200);
  });

  it("refuses once the limit is reached (410)", async () => {
    const { grant } = await buy(ids.owner, { downloadLimit: 1 });
    expect((await get(`/downloads/${grant!.accessKey}`, cookies.owner)).status).toBe(200);
    const again = await get(`/downloads/${grant!.accessKey}`, cookies.owner);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("as many times as the purchase allows");
    expect(await countOf(grant!.id)).toEqual({ count: 1, remaining: 0 });
  });

  it("refuses an expired grant (410)", async () => {
    const { grant } = await buy(ids.owner, { expiryDays: 7 });
    expect(grant!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    await database.db
      .update(downloadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadGrants.id, grant!.id));
    const response = await get(`/downloads/${grant!.accessKey}`, cookies.owner);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("expired");
  });

  it("counts two parallel downloads of the last allowance once: one gets the file, the other 410", async () => {
    const { grant } = await buy(ids.owner, { downloadLimit: 1 });
    const answers = await Promise.all([get(`/downloads/${grant!.accessKey}`, cookies.owner), get(`/downloads/${grant!.accessKey}`, cookies.owner)]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 410]);
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    expect(await countOf(grant!.id)).toEqual({ count: 1, remaining: 0 });
  });

  it("opens a guest's download only with the order's key, which the order e-mail's link carries", async () => {
    const { order, grant } = await buy(null);
    expect((await get(`/downloads/${grant!.accessKey}?order=wrong`)).status).toBe(403);
    const response = await get(`/downloads/${grant!.accessKey}?order=${encodeURIComponent(order.key)}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const mails = await database.db.select({ text: mailOutbox.text, kind: mailOutbox.kind }).from(mailOutbox);
    const received = mails.find((m) => m.kind === "order_received" && m.text.includes(grant!.accessKey));
    expect(received?.text).toContain(`Downloads\n- `);
    expect(received?.text).toContain(`/downloads/${grant!.accessKey}?order=${encodeURIComponent(order.key)}`);
  });

  it("lists the customer's downloads for My Account and for the order page", async () => {
    const { order, grant } = await buy(ids.owner, { downloadLimit: 2 });
    const mine = await services.downloads.customerDownloads(ids.owner);
    expect(mine.find((d) => d.accessKey === grant!.accessKey)).toMatchObject({
      orderId: order.id,
      guestOrderKey: null,
      downloadsRemaining: 2,
      fileName: "kettle-manual.pdf",
    });
    expect((await services.downloads.orderDownloads(order.id)).map((d) => d.accessKey)).toContain(grant!.accessKey);
    const others = await services.downloads.customerDownloads(ids.owner + 999);
    expect(others).toEqual([]);
  });

  it("keeps files in a private folder outside the media cache and public/", () => {
    const dir = downloadsDirOf(path.join(dataDir, "media"));
    expect(dir).toBe(path.join(dataDir, "downloads"));
    const publicDir = path.resolve(import.meta.dirname, "../../public");
    expect(path.relative(publicDir, dir).startsWith("..")).toBe(true);
    expect(path.relative(path.join(dataDir, "media"), dir).startsWith("..")).toBe(true);
  });
});

describe(`attaching files on ${testDatabaseKind}`, () => {
  it("refuses unsafe names, unknown types, empty and too large files", async () => {
    const attach = (fileName: string, bytes: Uint8Array) =>
      services.downloads.attachFile(admin, productId, { name: "X", variationId: null, downloadLimit: null, expiryDays: null, fileName, bytes });
    await expect(attach("../../etc/passwd.pdf", PDF)).rejects.toMatchObject({ kind: "invalid" });
    await expect(attach("run.exe", PDF)).rejects.toMatchObject({ kind: "invalid" });
    await expect(attach("empty.pdf", new Uint8Array())).rejects.toMatchObject({ kind: "invalid" });
    const small = createServices(database.db, { mediaDir: path.join(dataDir, "media"), mailTransport: null, downloadMaxBytes: 10 });
    await expect(
      small.downloads.attachFile(admin, productId, { name: "X", variationId: null, downloadLimit: null, expiryDays: null, fileName: "big.pdf", bytes: PDF }),
    ).rejects.toMatchObject({ kind: "invalid", message: "The file is larger than 10 B." });
    await expect(attach("ok.pdf", PDF).then((file) => file.fileName)).resolves.toBe("ok.pdf");
  });
});
