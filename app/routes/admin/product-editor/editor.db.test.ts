/**
 * The product editor's pages called as React Router calls them, with the real services: a description
 * posted through the textarea (as without JavaScript) is stored as sanitised HTML with its audit entry,
 * pictures posted with the form (multipart) join the product, and unused uploads are deleted after a day.
 */
import { existsSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "../../../../domain/admin/product-editor/product-input.ts";
import type { Database } from "../../../../server/db/connect.ts";
import { customerRoles, images, products } from "../../../../server/db/schema/index.ts";
import { createServices, type Services } from "../../../../server/services/index.ts";
import { uploadsDirOf } from "../../../../server/services/media/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { seedCatalogueFixture } from "../../../../server/testing/catalogue-fixture.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { action as editAction } from "./edit.tsx";
import { action as newAction } from "./new.tsx";

const PASSWORD = "product-editor-page-password";
const MANAGER = "editor-manager@example.com";
let database: Database;
let services: Services;
let dataDir: string;
let mediaDir: string;
let manager = { id: 0, email: MANAGER };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), "editor-pages-"));
  mediaDir = path.join(dataDir, "media");
  services = createServices(database.db, { mediaDir, mailTransport: null });
  const { customer } = await services.accounts.register(null, { email: MANAGER, password: PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: customer.id, role: "shop_manager" });
  manager = { id: customer.id, email: MANAGER };
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** Posts the editor's form as a browser without JavaScript does (multipart); answers the action's answer or what it threw. */
async function post(pathname: string, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const { token } = await services.accounts.login(null, { email: MANAGER, password: PASSWORD }, { address: "198.51.100.1" });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append("pictures", new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
  const request = new Request(`http://shop.test${pathname}`, {
    method: "POST",
    headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: "http://shop.test" },
    body,
  });
  const id = /\/(\d+)$/.exec(pathname)?.[1];
  const args = routeArgs(request, services, id ? { params: { id } } : {});
  try {
    return (await (id ? editAction : newAction)(args as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

/** The fields of a plain simple product's form, as the page draws them. */
const simpleForm = (version: number, name: string) => ({
  type: "simple",
  version: String(version),
  name,
  status: "draft",
  regularPrice: "12.00",
  stockStatus: "instock",
  minQuantity: "1",
});

type Redrawn = {
  data: { state: { images: { id: string; alt: string }[]; mainImageId: string }; problem: { fields: Record<string, string> } | null };
  init: { status: number };
};

describe(`the product editor's pages (${testDatabaseKind})`, () => {
  it("stores descriptions posted through the textarea as sanitised HTML and records them in the audit entry", async () => {
    const created = await services.productEditor.create(manager, productInputSchema.parse({ type: "simple", name: "Rich Lamp", regularPrice: 1200 }));
    const answer = (await post(`/admin/products/${created.id}`, {
      ...simpleForm(created.version, "Rich Lamp"),
      intent: "save",
      shortDescription: "A lamp & its <strong>shade</strong>\n\nMade to last.",
      description:
        '<h2>Details</h2><p onmouseover="steal()">Oak <em>and</em> brass<script>alert(1)</script></p>' +
        '<ul><li><a href="javascript:alert(1)">bad</a></li><li><a href="https://example.com/care" target="_blank">care guide</a></li></ul>' +
        '<p style="color:red"><img src=x onerror=alert(1)>End</p>',
    })) as Response;
    expect(answer.status).toBe(303);
    const [row] = await database.db
      .select({ shortDescription: products.shortDescription, description: products.description })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row).toEqual({
      shortDescription: "<p>A lamp &amp; its <strong>shade</strong></p><p>Made to last.</p>",
      description:
        "<h2>Details</h2><p>Oak <em>and</em> brass</p>" +
        '<ul><li>bad</li><li><a href="https://example.com/care" rel="noopener nofollow">care guide</a></li></ul><p>End</p>',
    });
    const [entry] = await services.audit.list({ entity: "product", entityId: String(created.id) });
    expect(entry).toMatchObject({ action: "product.update", actorEmail: MANAGER });
    expect(entry!.changes.description).toEqual({ before: "", after: row!.description });
    expect(entry!.changes.shortDescription).toEqual({ before: "", after: row!.shortDescription });
  });

  it("refuses a version past PostgreSQL's integer range with 400, not a 500", async () => {
    const created = await services.productEditor.create(manager, productInputSchema.parse({ type: "simple", name: "Huge Lamp", regularPrice: 1200 }));
    for (const version of ["2147483648", "99999999999", "abc"]) {
      const answer = (await post(`/admin/products/${created.id}`, { ...simpleForm(1, "Huge Lamp"), version, intent: "save" })) as Redrawn;
      expect(answer.init.status, version).toBe(400);
    }
  });

  it("adds pictures posted with the new product's form to its list, the first as the main picture", async () => {
    const answer = (await post("/admin/products/new", { ...simpleForm(0, "Pictured Mug"), intent: "upload" }, [
      { name: "front.png", bytes: await png("#c4643f") },
      { name: "side.png", bytes: await png("#8fa682") },
    ])) as Redrawn;
    expect(answer.init.status).toBe(200);
    const { state } = answer.data;
    expect(state.images.map((image) => image.alt)).toEqual(["front", "side"]);
    expect(state.mainImageId).toBe(state.images[0]!.id);
    const [stored] = await database.db
      .select({ recipe: images.recipe })
      .from(images)
      .where(eq(images.id, Number(state.images[0]!.id)));
    expect(existsSync(path.join(uploadsDirOf(mediaDir), (stored!.recipe as { upload: string }).upload))).toBe(true);
  });

  it("refuses a file that is not a picture beside the pictures field, keeping the form", async () => {
    const answer = (await post("/admin/products/new", { ...simpleForm(0, "Broken Mug"), intent: "upload" }, [
      { name: "notes.png", bytes: Buffer.from("not a picture at all") },
    ])) as Redrawn;
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem?.fields.pictures).toMatch(/^notes\.png: /);
  });

  it("saves an existing product with the pictures posted with it", async () => {
    const [lamp] = await database.db.select({ id: products.id, version: products.version }).from(products).where(eq(products.slug, "red-lamp"));
    const answer = (await post(`/admin/products/${lamp!.id}`, { ...simpleForm(lamp!.version, "Red Lamp"), slug: "red-lamp", intent: "upload" }, [
      { name: "lit.png", bytes: await png("#d4a531") },
    ])) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/products/${lamp!.id}?saved=uploaded`);
    const product = await services.productEditor.get(lamp!.id);
    expect(product.images.map((image) => image.alt)).toEqual(["lit"]);
  });

  it("deletes an upload no product kept once it is a day old, and never a picture in use", async () => {
    const unused = await services.productEditor.uploadImage(await png("#123456"), "image/png", "unused");
    const fresh = await services.productEditor.uploadImage(await png("#654321"), "image/png", "fresh");
    const fileOf = async (id: number) => {
      const [row] = await database.db.select({ recipe: images.recipe }).from(images).where(eq(images.id, id));
      return path.join(uploadsDirOf(mediaDir), (row!.recipe as { upload: string }).upload);
    };
    const unusedFile = await fileOf(unused.id);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    utimesSync(unusedFile, dayAgo, dayAgo);
    // The red lamp's picture, uploaded in the test before, is as old but attached.
    const lamp = await services.productEditor.get((await database.db.select({ id: products.id }).from(products).where(eq(products.slug, "red-lamp")))[0]!.id);
    const attachedFile = await fileOf(lamp.images[0]!.id);
    utimesSync(attachedFile, dayAgo, dayAgo);

    const deleted = await services.productEditor.deleteOrphanUploads(new Date());
    expect(deleted).toContain(unused.key);
    expect(deleted).not.toContain(fresh.key);
    expect(deleted).not.toContain(lamp.images[0]!.key);
    expect(existsSync(unusedFile)).toBe(false);
    expect(existsSync(attachedFile)).toBe(true);
    expect(await database.db.select({ id: images.id }).from(images).where(eq(images.id, unused.id))).toEqual([]);
    expect(await database.db.select({ id: images.id }).from(images).where(eq(images.id, fresh.id))).toHaveLength(1);
  });
});
