/**
 * Bulk print as staff meet it: a fresh database with the catalogue fixture and `orders` orders placed
 * through checkout, then the orders list's bulk print route (app/routes/admin/orders/documents.ts) called
 * as React Router calls it, by a shop manager, for all of them. Reports the time to the first byte and to
 * the last, how the body arrived, the pages in the PDF, and the process's memory while it ran.
 */
import { PDFDocument } from "pdf-lib";
import { loader } from "../../app/routes/admin/orders/documents.ts";
import { customerRoles } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { seedCatalogueFixture } from "../../server/testing/catalogue-fixture.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase } from "../../server/testing/test-database.ts";

export type BulkFigures = {
  orders: number;
  pages: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** Chunks the body arrived in: 1 means the route answered one finished buffer. */
  chunks: number;
  rssStartMb: number;
  rssPeakMb: number;
  heapStartMb: number;
  heapPeakMb: number;
  heapEndMb: number;
};

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function placeOrders(services: Services, ids: Map<string, number>, count: number): Promise<number[]> {
  const products = ["kettle", "red-lamp", "apron"].map((slug) => ids.get(slug)!);
  const orderIds: number[] = [];
  for (let n = 0; n < count; n++) {
    const { session } = await services.sessions.create();
    for (const productId of products) await services.cart.addItems(session.id, { productId, quantity: 1 + (n % 2) });
    const billing = { firstName: "Ada", lastName: `Byrne ${n}`, country: "IE", address1: `${n + 1} Main Street`, city: "Dublin", postcode: "D02 X285" };
    const placed = await services.checkout.placeOrder(
      { id: session.id, customerId: null },
      { email: `ada${n}@example.com`, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
      `bench-bulk-${n}`,
    );
    orderIds.push(placed.order.id);
  }
  return orderIds;
}

export async function benchBulkPrint(count: number): Promise<BulkFigures> {
  const database = await createTestDatabase();
  try {
    const ids = await seedCatalogueFixture(database.db);
    const services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
    const manager = await services.accounts.register(null, { email: "manager@example.com", password: "correct horse battery" });
    await database.db.insert(customerRoles).values({ customerId: manager.customer.id, role: "shop_manager" });
    const orderIds = await placeOrders(services, ids, count);
    const search = `?kind=packing-list&${orderIds.map((id) => `ids=${id}`).join("&")}`;
    const request = new Request(`http://shop.test/admin/orders/documents.pdf${search}`, {
      headers: { cookie: `${SESSION_COOKIE}=${manager.token}`, host: "shop.test" },
    });

    collect();
    const start = process.memoryUsage();
    let rssPeak = start.rss;
    let heapPeak = start.heapUsed;
    const sample = () => {
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    };
    const sampler = setInterval(sample, 5);
    const started = performance.now();
    const response = (await loader(routeArgs(request, services) as never)) as Response;
    if (response.status !== 200) throw new Error(`The bulk print answered ${response.status}: ${await response.text()}`);
    const reader = response.body!.getReader();
    const parts: Uint8Array[] = [];
    let firstByteMs = Number.NaN;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (parts.length === 0) firstByteMs = performance.now() - started;
      parts.push(value);
      sample();
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    sample();
    const body = Buffer.concat(parts);
    const pages = (await PDFDocument.load(body)).getPageCount();
    collect();
    return {
      orders: orderIds.length,
      pages,
      bytes: body.length,
      firstByteMs,
      totalMs,
      chunks: parts.length,
      rssStartMb: mb(start.rss),
      rssPeakMb: mb(rssPeak),
      heapStartMb: mb(start.heapUsed),
      heapPeakMb: mb(heapPeak),
      heapEndMb: mb(process.memoryUsage().heapUsed),
    };
  } finally {
    await database.close();
  }
}
