import { eq } from "drizzle-orm";
import { missingCombinations, MAX_VARIATIONS } from "../../../domain/admin/product-editor/variation-matrix.ts";
import type { EditorProduct } from "../../../domain/admin/product-editor/editor-conversion.ts";
import type { ProductInput } from "../../../domain/admin/product-editor/product-input.ts";
import type { Db } from "../../db/kit/index.ts";
import { products } from "../../db/schema/index.ts";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { refreshProductSummaries } from "../catalog/index.ts";
import { ServiceError } from "../errors.ts";
import { checkInput } from "./checks.ts";
import { readEditorProduct, readImages, readVocabulary } from "./read.ts";
import { deleteOrphanUploads } from "./orphan-uploads.ts";
import { applySaleSchedules } from "./sale-schedule-job.ts";
import { storeUpload } from "./uploads.ts";
import { insertProduct, parentsOf, productColumns, writeRelations, writeVariations } from "./write.ts";

export type ProductEditorService = ReturnType<typeof createProductEditorService>;
export type { EditorVocabulary } from "./read.ts";
export type { UploadedImage } from "./uploads.ts";

/** What the audit log compares: everything the editor shows but the row's bookkeeping. */
function audited(product: EditorProduct | null): Record<string, unknown> | null {
  if (!product) return null;
  const { id: _id, version: _version, updatedAt: _updatedAt, ...fields } = product;
  return fields;
}

/**
 * The admin's product editor: reads a product as the editor shows it, creates and saves products with
 * their relations, variations and pictures in one transaction (version claimed first, field-level audit
 * entry in the same transaction, listing summaries refreshed), generates missing variations, keeps
 * uploaded pictures, and runs the scheduled-sale job. Callers empty the catalogue's caches after a write
 * (`services.catalog.changed()`): that service's instance holds them.
 */
export function createProductEditorService(db: Db, options: { audit: AuditService; mediaDir: string; now?: () => Date }) {
  const { audit } = options;
  const now = options.now ?? (() => new Date());

  async function get(id: number): Promise<EditorProduct> {
    const product = await readEditorProduct(db, id);
    if (!product) throw new ServiceError("not_found", "product_not_found", `There is no product ${id}.`);
    return product;
  }

  async function create(actor: Actor, input: ProductInput): Promise<EditorProduct> {
    return db.transaction(async (tx) => {
      const checked = await checkInput(tx, input, null);
      const id = await insertProduct(tx, checked, now());
      await writeRelations(tx, id, checked);
      await writeVariations(tx, id, checked);
      await refreshProductSummaries(tx, [id]);
      const after = (await readEditorProduct(tx, id))!;
      await audit.record(tx, actor, { action: "product.create", entity: "product", entityId: id, changes: fieldChanges(null, audited(after)!) });
      return after;
    });
  }

  async function update(actor: Actor, id: number, version: number, input: ProductInput): Promise<EditorProduct> {
    return db.transaction(async (tx) => {
      await audit.claimVersion(tx, "product", id, version);
      const before = await readEditorProduct(tx, id);
      const checked = await checkInput(tx, input, id);
      await tx.update(products).set(productColumns(checked, now())).where(eq(products.id, id));
      await writeRelations(tx, id, checked);
      await writeVariations(tx, id, checked);
      await refreshProductSummaries(tx, [id, ...(await parentsOf(tx, id))]);
      const after = (await readEditorProduct(tx, id))!;
      await audit.record(tx, actor, { action: "product.update", entity: "product", entityId: id, changes: fieldChanges(audited(before), audited(after)!) });
      return after;
    });
  }

  /**
   * Adds a variation for every combination of the product's variation terms it lacks, at the product's
   * price (else the first variation's) and enabled, so they sell at once; one with no price to take starts
   * disabled until priced.
   */
  async function generateVariations(actor: Actor, id: number, version: number): Promise<{ product: EditorProduct; added: number }> {
    const product = await get(id);
    if (product.type !== "variable") throw new ServiceError("invalid", "not_variable", "Only a variable product has variations.");
    const vocabulary = await readVocabulary(db, id);
    const axes = product.attributes
      .filter((a) => a.usedForVariations)
      .map((a) => {
        const attribute = vocabulary.attributes.find((v) => v.id === a.attributeId)!;
        return { attribute: attribute.slug, terms: attribute.terms.filter((t) => a.termIds.includes(t.id)).map((t) => t.slug) };
      });
    const missing = missingCombinations(
      axes,
      product.variations.map((v) => v.attributes),
    );
    if (product.variations.length + missing.length > MAX_VARIATIONS) {
      throw new ServiceError("invalid", "too_many_variations", `That would make more than ${MAX_VARIATIONS} variations; choose fewer terms.`);
    }
    const price = product.regularPrice ?? product.variations[0]?.regularPrice ?? 0;
    const input = inputOf(product);
    input.variations.push(
      ...missing.map((attributes) => ({
        id: null,
        attributes,
        regularPrice: price,
        salePrice: null,
        sku: null,
        stockQuantity: null,
        stockStatus: "instock" as const,
        enabled: price > 0,
        imageId: null,
      })),
    );
    return { product: await update(actor, id, version, input), added: missing.length };
  }

  return {
    get,
    create,
    update,
    generateVariations,
    vocabulary: (exceptId: number | null) => readVocabulary(db, exceptId),
    images: (ids: readonly number[]) => readImages(db, ids),
    uploadImage: (bytes: Buffer, contentType: string, alt = "") => storeUpload(db, options.mediaDir, bytes, contentType, alt),
    /** The orphan-upload job's run: deletes pictures uploaded but never attached in time; answers their keys. */
    deleteOrphanUploads: (at: Date = now()) => deleteOrphanUploads(db, options.mediaDir, at),
    /** The schedule job's run: answers the products whose sale started or ended. */
    applySaleSchedules: (at: Date = now()) => applySaleSchedules(db, audit, at),
  };
}

/** A stored product as a save's input (what generating variations re-saves). */
export function inputOf(product: EditorProduct): ProductInput {
  return {
    type: product.type,
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription,
    description: product.description,
    status: product.status === "publish" ? "publish" : "draft",
    featured: product.featured,
    regularPrice: product.regularPrice,
    salePrice: product.scheduledSalePrice ?? product.salePrice,
    saleStartsAt: product.saleStartsAt,
    saleEndsAt: product.saleEndsAt,
    sku: product.sku,
    manageStock: product.manageStock,
    stockQuantity: product.stockQuantity,
    stockStatus: product.stockStatus as ProductInput["stockStatus"],
    taxClass: product.taxClass as ProductInput["taxClass"],
    soldIndividually: product.soldIndividually,
    virtual: product.virtual,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    weightGrams: product.weightGrams,
    lengthMm: product.lengthMm,
    widthMm: product.widthMm,
    heightMm: product.heightMm,
    categoryIds: product.categoryIds,
    tags: product.tags,
    attributes: product.attributes,
    variations: product.variations.map((v) => ({ ...v, stockStatus: v.stockStatus as ProductInput["stockStatus"] })),
    images: product.images.map((image) => ({ id: image.id, alt: image.alt })),
    mainImageId: product.mainImageId,
    children: product.children,
    upsellIds: product.upsellIds,
    crossSellIds: product.crossSellIds,
    pageSettings: product.pageSettings as ProductInput["pageSettings"],
  };
}
