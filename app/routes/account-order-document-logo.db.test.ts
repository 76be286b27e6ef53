/**
 * The demo shop's logo on its order documents, through the order-document route and the real services on
 * a freshly seeded demo shop: the invoice's HTML shows the logo from the shop's own media, and its PDFs
 * (the invoice and the Factur-X e-invoice) embed it, read from the media store rather than fetched.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { documents, orders } from "../../server/db/schema/index.ts";
import { DEMO_LOGO, DEMO_LOGO_PATH, DEMO_PASSWORD, seedDemoShopIfEmpty } from "../../server/db/seed/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import { readPdf } from "../components/documents/read-pdf.testing.ts";
import { loader } from "./account-order-document.ts";

const CUSTOMER = "customer@vitrine.test";
let database: Database;
let services: Services;
let mediaDir: string;
let cookie = "";
let invoicedOrderId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShopIfEmpty(database.db);
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-document-logo-"));
  services = createServices(database.db, { mediaDir, mailTransport: null });
  const { token } = await services.accounts.login(null, { email: CUSTOMER, password: DEMO_PASSWORD }, { address: "198.51.100.1" });
  cookie = `${SESSION_COOKIE}=${token}`;
  const [invoiced] = await database.db
    .select({ orderId: documents.orderId })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(documents.kind, "invoice"), eq(orders.email, CUSTOMER)))
    .orderBy(asc(documents.id))
    .limit(1);
  invoicedOrderId = invoiced!.orderId;
});
afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function get(kind: string): Promise<Response> {
  const url = new URL(`/account/orders/${invoicedOrderId}/documents/${kind}`, "http://shop.test");
  const args = routeArgs(new Request(url, { headers: { cookie, host: "shop.test" } }), services, { params: { orderId: String(invoicedOrderId), kind } });
  return (await loader(args as never)) as Response;
}

describe(`the demo's logo on its order documents (${testDatabaseKind})`, () => {
  it("is one of the shop's own pictures, drawn by its media server", async () => {
    expect(DEMO_LOGO_PATH).toBe(`/media/${DEMO_LOGO.key}/${DEMO_LOGO.width}.webp`);
    const file = await services.media.get(DEMO_LOGO.key, DEMO_LOGO.width);
    expect(file).not.toBeNull();
    expect(await sharp(file!.path).metadata()).toMatchObject({ format: "webp", width: DEMO_LOGO.width, height: DEMO_LOGO.height });
  });

  it("heads the invoice's HTML, named after the shop", async () => {
    const response = await get("invoice");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<img class="doc-logo" src="http://shop\\.test${DEMO_LOGO_PATH.replaceAll(".", "\\.")}" alt="Vitrine"/>`));
  });

  it("is embedded in the invoice's PDF and in its e-invoice PDF, read from the media store, nothing fetched", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const pdfs = new Map<string, Uint8Array>();
    try {
      for (const kind of ["invoice.pdf", "invoice.factur-x.pdf"]) {
        const response = await get(kind);
        expect(response.status, kind).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        pdfs.set(kind, new Uint8Array(await response.arrayBuffer()));
      }
      // The PDF layout engine loads its WebAssembly from a data: URL; nothing goes over the network.
      const fetched = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
      expect(fetched.filter((address) => !address.startsWith("data:"))).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
    // Read back once the spy is gone: pdf.js loads its own font data.
    for (const [kind, bytes] of pdfs) {
      const [first] = await readPdf(bytes);
      expect(first?.images, kind).toBe(1);
    }
  });
});
