import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { grantDownloads } from "../../services/downloads/index.ts";
import { downloadFiles, images, orders, productImages, products } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";
import { DEMO_CUSTOMER_ADDRESSES, insertSeedOrder } from "./orders.ts";

/** The demo's downloadable file: a fixed stored key, so the file written at start matches the seeded row. */
export const DEMO_GUIDE = {
  slug: "sourdough-baking-guide-pdf",
  productName: "Sourdough Baking Guide (PDF)",
  name: "Sourdough Baking Guide",
  fileName: "sourdough-baking-guide.pdf",
  storedKey: "dl-5d0a9e0b1de0000000000001",
} as const;

/** The idempotency key of the demo customer's order of the digital product. */
export const DIGITAL_ORDER_KEY = "seed-downloads-guide";

/** A small, valid one-page PDF (hand-written objects, exact cross-reference offsets). */
export function sourdoughGuidePdf(): Buffer {
  const text = [
    "Sourdough Baking Guide",
    "1. Feed the starter the evening before.",
    "2. Mix 500 g flour, 350 g water, 100 g starter, 10 g salt.",
    "3. Fold four times, half an hour apart; shape; proof overnight.",
    "4. Bake covered at 250 C for 20 min, then uncovered for 25 min.",
  ];
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${text.map((line) => `(${line}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * The demo's digital product, its file (5 downloads, two years), and a completed order of it by the demo
 * customer with its grant, so My Account → Downloads shows it. Seeded last: no other demo number moves.
 */
export async function insertDemoDownloads(tx: Tx, customerId: number, email: string, now: Date): Promise<void> {
  const [image] = await tx
    .insert(images)
    .values({
      key: "sourdough-baking-guide-pdf-1",
      width: 1600,
      height: 1200,
      alt: "Sourdough Baking Guide cover",
      recipe: { hue: 35, accent: 195, motif: "notebook", label: "Sourdough" },
    })
    .returning({ id: images.id });
  const [product] = await tx
    .insert(products)
    .values({
      slug: DEMO_GUIDE.slug,
      name: DEMO_GUIDE.productName,
      shortDescription: "Our bakers' step-by-step sourdough method as a printable PDF, downloaded right after payment.",
      description: "From a lively starter to an open crumb: feeding, mixing, folding, shaping and baking, on one page you can keep by the oven.",
      regularPrice: 900,
      priceMin: 900,
      priceMax: 900,
      sku: "DL-SOURDOUGH",
      downloadable: true,
      // Nothing to deliver: a cart of only this guide checks out without a shipping method.
      virtual: true,
      imageId: image!.id,
      createdAt: now,
    })
    .returning({
      id: products.id,
      name: products.name,
      sku: products.sku,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      taxClass: products.taxClass,
    });
  await tx.insert(productImages).values({ productId: product!.id, imageId: image!.id, position: 0 });
  const pdf = sourdoughGuidePdf();
  await tx.insert(downloadFiles).values({
    productId: product!.id,
    name: DEMO_GUIDE.name,
    storedKey: DEMO_GUIDE.storedKey,
    fileName: DEMO_GUIDE.fileName,
    size: pdf.length,
    contentType: "application/pdf",
    downloadLimit: 5,
    expiryDays: 730,
  });
  const key = DIGITAL_ORDER_KEY;
  await insertSeedOrder(tx, {
    key,
    customerId,
    email,
    billing: DEMO_CUSTOMER_ADDRESSES.billing,
    shipping: DEMO_CUSTOMER_ADDRESSES.billing,
    plan: {
      // Before the demo customer's other orders: the latest completed one stays the refunded order.
      daysAgo: 60,
      items: [[0, 1]],
      // A virtual product's order has no shipping method; cash on delivery needs one.
      shipping: null,
      payment: { id: "bacs", title: "Direct bank transfer" },
      history: [
        { status: "processing", afterDays: 0, note: "Order placed." },
        { status: "completed", afterDays: 0, note: "Download ready." },
      ],
    },
    catalogue: [product!],
    now,
  });
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
  await grantDownloads(tx, order!.id, new Date(now.getTime() - 60 * 86_400_000));
}

/** Writes the demo's files into the private downloads folder when they are missing (at every start). */
export async function writeDemoDownloadFiles(dir: string): Promise<void> {
  const file = path.join(dir, DEMO_GUIDE.storedKey);
  if (existsSync(file)) return;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, sourdoughGuidePdf(), { mode: 0o600 });
}
