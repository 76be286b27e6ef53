import { rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { isAbandonedUpload } from "../../../domain/admin/product-editor/orphan-uploads.ts";
import type { Db } from "../../db/kit/index.ts";
import { attributeTerms, categories, images, productImages, products, variations } from "../../db/schema/index.ts";
import { MEDIA_KEY_PATTERN, UPLOAD_FILE_PATTERN, uploadsDirOf } from "../media/index.ts";

/**
 * An image nothing points at: no product (main picture or gallery), variation, category or swatch. Used
 * both to find candidates and again in the delete itself, so a save that attaches the picture meanwhile wins.
 */
function unattached(db: Db) {
  const uses = (table: typeof products | typeof productImages | typeof variations | typeof categories | typeof attributeTerms) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.imageId, images.id)),
    );
  return and(uses(products), uses(productImages), uses(variations), uses(categories), uses(attributeTerms));
}

/** When the original was kept: the file's own time (the images table records none); null when the file is gone. */
async function uploadedAt(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Deletes the uploads that were never attached and are older than the rule allows (domain/admin/
 * product-editor/orphan-uploads.ts): the image row first (only while still unattached), then its original
 * and any renditions drawn from it. An unattached upload whose original is already gone goes at once.
 * Answers the keys deleted.
 */
export async function deleteOrphanUploads(db: Db, mediaDir: string, now: Date): Promise<string[]> {
  const candidates = await db
    .select({ id: images.id, key: images.key, upload: sql<string | null>`${images.recipe} ->> 'upload'` })
    .from(images)
    .where(and(isNotNull(sql`${images.recipe} ->> 'upload'`), unattached(db)));
  const deleted: string[] = [];
  for (const candidate of candidates) {
    const file = candidate.upload && UPLOAD_FILE_PATTERN.test(candidate.upload) ? path.join(uploadsDirOf(mediaDir), candidate.upload) : null;
    const at = file ? await uploadedAt(file) : null;
    if (at && !isAbandonedUpload(at, now)) continue;
    const [gone] = await db
      .delete(images)
      .where(and(eq(images.id, candidate.id), unattached(db)))
      .returning({ key: images.key });
    if (!gone) continue;
    if (file) await unlink(file).catch(ignoreMissing);
    if (MEDIA_KEY_PATTERN.test(gone.key)) await rm(path.join(mediaDir, gone.key), { recursive: true, force: true });
    deleted.push(gone.key);
  }
  return deleted;
}

function ignoreMissing(error: unknown) {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}
