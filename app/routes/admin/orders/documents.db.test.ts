/**
 * The orders list's bulk print as React Router calls it, through the real services: the selected orders'
 * packing lists (or labels) as one PDF, a clear 400 for a selection it cannot print, and the rule first.
 */
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { readPdf } from "../../../components/documents/read-pdf.testing.ts";
import { describe, expect, it } from "vitest";
import { customerRoles } from "../../../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { loader } from "./documents.ts";
import { loader as reportLoader } from "../documents/report.tsx";

const cookies = { manager: "", shopper: "" };
const shop = withShopServices(async ({ services, database }) => {
  const manager = await services.accounts.register(null, { email: "manager@example.com", password: "correct horse battery" });
  await database.db.insert(customerRoles).values({ customerId: manager.customer.id, role: "shop_manager" });
  cookies.manager = `${SESSION_COOKIE}=${manager.token}`;
  cookies.shopper = `${SESSION_COOKIE}=${(await services.accounts.register(null, { email: "shopper@example.com", password: "correct horse battery" })).token}`;
});

/** The order number each placed order got, by id. */
const orderNumbers = new Map<number, string>();

async function placeOrder(): Promise<number> {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
    `bulk-${Math.random()}`,
  );
  orderNumbers.set(placed.order.id, placed.order.number);
  return placed.order.id;
}

async function get(search: string, cookie: string): Promise<Response> {
  const args = routeArgs(new Request(`http://shop.test/admin/orders/documents.pdf${search}`, { headers: { cookie, host: "shop.test" } }), shop.services);
  try {
    return (await loader(args as never)) as Response;
  } catch (thrown) {
    const refusal = thrown as { status: number };
    return new Response(null, { status: refusal.status });
  }
}

describe(`bulk print of the orders list on ${testDatabaseKind}`, () => {
  it("prints the selected orders' packing lists as one PDF, a page each", async () => {
    const ids = [await placeOrder(), await placeOrder()];
    const response = await get(`?kind=packing-list&ids=${ids[0]}&ids=${ids[1]}`, cookies.manager);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
    // One document, not two glued together: each weight of the font is embedded once for every page.
    const fontFiles = [...pdf.context.enumerateIndirectObjects()].filter(
      ([, object]) => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"),
    );
    expect(fontFiles.length).toBeLessThanOrEqual(2);
  });

  it("writes the PDF into the answer as it goes: a stream, pages in the order the orders were selected", async () => {
    const ids = [await placeOrder(), await placeOrder(), await placeOrder()].reverse();
    const response = await get(`?kind=packing-list&${ids.map((id) => `ids=${id}`).join("&")}`, cookies.manager);
    expect(response.body).toBeInstanceOf(ReadableStream);
    const pages = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages.map((page) => page.text.match(/Order number\s*(\d+)/)?.[1])).toEqual(ids.map((id) => orderNumbers.get(id)));
  });

  it("answers 400 in words for no selection, too many orders or a kind it does not print in bulk", async () => {
    const id = await placeOrder();
    const tooMany = Array.from({ length: 101 }, (_, i) => `ids=${i + 1}`).join("&");
    for (const search of ["?kind=packing-list", `?kind=${"invoice"}&ids=${id}`, `?kind=shipping-label&${tooMany}`]) {
      const response = await get(search, cookies.manager);
      expect(response.status, search).toBe(400);
      expect(await response.text()).toMatch(/Choose a document and between 1 and 100 orders/);
    }
  });

  it("refuses a customer (403) before reading anything", async () => {
    expect((await get("?kind=packing-list&ids=1", cookies.shopper)).status).toBe(403);
  });

  it("the documents report lists the series issued, for staff", async () => {
    const id = await placeOrder();
    await shop.services.documents.issue("invoice", id);
    const args = routeArgs(new Request("http://shop.test/admin/documents", { headers: { cookie: cookies.manager, host: "shop.test" } }), shop.services);
    const report = await reportLoader(args as never);
    expect(report.series[0]).toMatchObject({ kind: "invoice", count: 1, gapless: true });
    expect(report.recent[0]).toMatchObject({ orderId: id });
  });
});
