import { and, asc, eq } from "drizzle-orm";
import type { AttachedFile } from "../../../domain/downloads/attached-file.ts";
import { downloadTypeOf, sizeLabel } from "../../../domain/downloads/file-names.ts";
import type { Db } from "../../db/kit/index.ts";
import { downloadFiles, products, variations } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { removeStoredFile, writeStoredFile } from "./storage.ts";

export type { AttachedFile };

export type ProductDownloads = {
  downloadable: boolean;
  files: AttachedFile[];
  /** The product's variations, for attaching a file to one of them. */
  variations: { id: number; label: string }[];
};

export type NewFile = {
  name: string;
  variationId: number | null;
  downloadLimit: number | null;
  expiryDays: number | null;
  fileName: string;
  bytes: Uint8Array;
};

type Deps = { db: Db; audit: AuditService; dir: string; maxBytes: number };

const notFound = () => new ServiceError("not_found", "product_not_found", "There is no such product.");

export async function productDownloads(db: Db, productId: number): Promise<ProductDownloads> {
  const [product] = await db.select({ downloadable: products.downloadable }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound();
  const files = await db
    .select({
      id: downloadFiles.id,
      name: downloadFiles.name,
      fileName: downloadFiles.fileName,
      size: downloadFiles.size,
      variationId: downloadFiles.variationId,
      downloadLimit: downloadFiles.downloadLimit,
      expiryDays: downloadFiles.expiryDays,
    })
    .from(downloadFiles)
    .where(eq(downloadFiles.productId, productId))
    .orderBy(asc(downloadFiles.id));
  const rows = await db
    .select({ id: variations.id, attributes: variations.attributes })
    .from(variations)
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.position), asc(variations.id));
  const label = (attributes: Record<string, string>) =>
    Object.values(attributes)
      .map((value) => value || "any")
      .join(" / ");
  return { downloadable: product.downloadable, files, variations: rows.map((row) => ({ id: row.id, label: `#${row.id} ${label(row.attributes)}`.trim() })) };
}

/**
 * Attaches an uploaded file: its name and type checked, its size within the limit, written to the private
 * folder, then recorded (and the product marked downloadable) with an audit entry. A failed insert removes
 * the written file again.
 */
export async function attachFile({ db, audit, dir, maxBytes }: Deps, actor: Actor, productId: number, input: NewFile): Promise<AttachedFile> {
  const invalid = (field: string, message: string) => new ServiceError("invalid", "invalid_download", message, { fields: { [field]: message } });
  const contentType = downloadTypeOf(input.fileName);
  if (!contentType) throw invalid("file", "Choose a PDF, EPUB, ZIP, MP3, MP4, TXT, PNG or JPG file with a plain name (letters, digits, dots, dashes).");
  if (input.bytes.byteLength === 0) throw invalid("file", "The file is empty.");
  if (input.bytes.byteLength > maxBytes) throw invalid("file", `The file is larger than ${sizeLabel(maxBytes)}.`);
  const storedKey = await writeStoredFile(dir, input.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      if (!product) throw notFound();
      if (input.variationId !== null) {
        const [variation] = await tx
          .select({ id: variations.id })
          .from(variations)
          .where(and(eq(variations.id, input.variationId), eq(variations.productId, productId)));
        if (!variation) throw invalid("variationId", "Choose one of this product's variations.");
      }
      const [row] = await tx
        .insert(downloadFiles)
        .values({
          productId,
          variationId: input.variationId,
          name: input.name,
          storedKey,
          fileName: input.fileName,
          size: input.bytes.byteLength,
          contentType,
          downloadLimit: input.downloadLimit,
          expiryDays: input.expiryDays,
        })
        .returning();
      await tx.update(products).set({ downloadable: true }).where(eq(products.id, productId));
      await audit.record(tx, actor, {
        action: "product.download_attach",
        entity: "product",
        entityId: productId,
        changes: { download: { before: null, after: `${input.name} (${input.fileName})` } },
      });
      const { id, name, fileName, size, variationId, downloadLimit, expiryDays } = row!;
      return { id, name, fileName, size, variationId, downloadLimit, expiryDays };
    });
  } catch (error) {
    await removeStoredFile(dir, storedKey);
    throw error;
  }
}

/** Detaches a file (its grants go with it) and removes its bytes. */
export async function detachFile({ db, audit, dir }: Deps, actor: Actor, productId: number, fileId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(downloadFiles)
      .where(and(eq(downloadFiles.id, fileId), eq(downloadFiles.productId, productId)))
      .returning({ storedKey: downloadFiles.storedKey, name: downloadFiles.name });
    if (!row) throw new ServiceError("not_found", "download_not_found", "This file is not attached to the product.");
    await audit.record(tx, actor, {
      action: "product.download_detach",
      entity: "product",
      entityId: productId,
      changes: { download: { before: row.name, after: null } },
    });
    return row;
  });
  await removeStoredFile(dir, removed.storedKey);
}

/** Turns the product's "downloadable" flag on or off (off: new orders grant nothing). */
export async function setDownloadable({ db, audit }: Deps, actor: Actor, productId: number, downloadable: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ downloadable: products.downloadable }).from(products).where(eq(products.id, productId)).for("update");
    if (!before) throw notFound();
    await tx.update(products).set({ downloadable }).where(eq(products.id, productId));
    await audit.record(tx, actor, {
      action: "product.downloadable",
      entity: "product",
      entityId: productId,
      changes: { downloadable: { before: before.downloadable, after: downloadable } },
    });
  });
}
