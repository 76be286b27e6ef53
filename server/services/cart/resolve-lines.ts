import { and, eq, inArray, sql } from "drizzle-orm";
import { stockLeft } from "../../../domain/cart/add-rules.ts";
import { attributesMatch, variationBuyable } from "../../../domain/product/variation-matching.ts";
import { attributes, attributeTerms, groupedChildren, productAttributeTerms, products, variations } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { unitPriceOf } from "./read-cart.ts";
import { variationForChoice } from "./variation-for-choice.ts";
import type { AddItemsInput } from "./types.ts";

/** One line an add asks for, with what the rules need to judge it. */
export type WantedLine = {
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  quantity: number;
  name: string;
  soldIndividually: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  stockLeft: number | null;
  /** Which lines draw on the same stock: the variation's own, or the product's. */
  stockHolder: { variationId: number } | { productId: number };
};

const productColumns = {
  id: products.id,
  type: products.type,
  status: products.status,
  name: products.name,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  onSale: products.onSale,
  manageStock: products.manageStock,
  stockQuantity: products.stockQuantity,
  stockStatus: products.stockStatus,
  soldIndividually: products.soldIndividually,
  minQuantity: products.minQuantity,
  maxQuantity: products.maxQuantity,
};

type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };

const notFound = (id: number) => new ServiceError("not_found", "product_not_found", `No published product has the id ${id}.`);
const notPurchasable = (name: string) => new ServiceError("invalid", "not_purchasable", `Sorry, “${name}” cannot be purchased.`);

type VariationRow = typeof variations.$inferSelect;

/** Where an add reads the products and variations it names: the database, or what a batch read ahead. */
export type CatalogueReads = {
  /** The published products among these ids. */
  products(ids: number[]): Promise<Map<number, ProductRow>>;
  /** The variation, if it belongs to the product. */
  variation(id: number, productId: number): Promise<VariationRow | undefined>;
};

export function catalogueReads(q: Queryable): CatalogueReads {
  return {
    async products(ids) {
      // Prepared: every add runs it (see db/prepared.ts).
      const rows = await q
        .select(productColumns)
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder("ids")}::int[])`)
        .prepare("cart_products")
        .execute({ ids });
      return new Map(rows.filter((r) => r.status === "publish").map((r) => [r.id, r]));
    },
    async variation(id, productId) {
      const [v] = await q
        .select()
        .from(variations)
        .where(and(eq(variations.id, id), eq(variations.productId, productId)))
        .limit(1);
      return v;
    },
  };
}

/**
 * Reads every product and variation a batch of adds names in two queries (one when none names a
 * variation); anything else (a grouped product's children chosen later) is read when asked for.
 */
export async function readAhead(q: Queryable, inputs: readonly AddItemsInput[]): Promise<CatalogueReads> {
  const direct = catalogueReads(q);
  const productIds = new Set<number>();
  const variationIds = new Set<number>();
  for (const input of inputs) {
    productIds.add(input.productId);
    if ("quantities" in input) for (const id of Object.keys(input.quantities)) productIds.add(Number(id));
    else if (input.variationId !== undefined) variationIds.add(input.variationId);
  }
  const [published, variationRows] = await Promise.all([
    direct.products([...productIds]),
    variationIds.size > 0
      ? q
          .select()
          .from(variations)
          .where(inArray(variations.id, [...variationIds]))
      : Promise.resolve([]),
  ]);
  const variationsById = new Map(variationRows.map((v) => [v.id, v]));
  return {
    async products(ids) {
      const unread = ids.filter((id) => !productIds.has(id));
      const found = unread.length > 0 ? await direct.products(unread) : new Map<number, ProductRow>();
      for (const id of ids) {
        const row = published.get(id);
        if (row) found.set(id, row);
      }
      return found;
    },
    async variation(id, productId) {
      if (!variationIds.has(id)) return direct.variation(id, productId);
      const v = variationsById.get(id);
      return v?.productId === productId ? v : undefined;
    },
  };
}

function simpleLine(p: ProductRow, quantity: number): WantedLine {
  if (p.type !== "simple" || unitPriceOf(p, null) === null) throw notPurchasable(p.name);
  return {
    productId: p.id,
    variationId: null,
    attributes: {},
    quantity,
    name: p.name,
    soldIndividually: p.soldIndividually,
    minQuantity: p.minQuantity,
    maxQuantity: p.maxQuantity,
    stockLeft: stockLeft(p),
    stockHolder: { productId: p.id },
  };
}

/** The lines an add asks for; throws a ServiceError naming the first thing that cannot be bought. */
export async function resolveLines(q: Queryable, input: AddItemsInput, reads: CatalogueReads = catalogueReads(q)): Promise<WantedLine[]> {
  const product = (await reads.products([input.productId])).get(input.productId);
  if (!product) throw notFound(input.productId);

  if ("quantities" in input) {
    if (product.type !== "grouped") {
      throw new ServiceError("invalid", "not_grouped", `“${product.name}” is not a grouped product: send a quantity, not quantities.`);
    }
    const wanted = Object.entries(input.quantities)
      .map(([id, quantity]) => ({ id: Number(id), quantity }))
      .filter((w) => w.quantity > 0);
    if (wanted.length === 0) {
      throw new ServiceError("invalid", "no_quantities", "Please choose the quantity of items you wish to add to your cart.");
    }
    const children = await q.select({ childId: groupedChildren.childId }).from(groupedChildren).where(eq(groupedChildren.groupedId, product.id));
    const childIds = new Set(children.map((c) => c.childId));
    const outside = wanted.find((w) => !childIds.has(w.id));
    if (outside) throw new ServiceError("invalid", "not_in_group", `Product ${outside.id} is not part of “${product.name}”.`);
    const rows = await reads.products(wanted.map((w) => w.id));
    return wanted.map((w) => {
      const child = rows.get(w.id);
      if (!child) throw notFound(w.id);
      return simpleLine(child, w.quantity);
    });
  }

  if (product.type === "grouped") {
    throw new ServiceError("invalid", "quantities_required", `Please choose the quantity of each item of “${product.name}” you wish to add to your cart.`);
  }
  if (product.type === "simple") {
    if (input.variationId !== undefined) throw variationNotFound(input.variationId, product.name);
    return [simpleLine(product, input.quantity)];
  }
  const chosen = input.attributes ?? {};
  if (input.variationId !== undefined) return [await variationLine(q, reads, product, input.variationId, chosen, input.quantity)];
  // A form posted without JavaScript names the options only: the variation is the one they pick.
  if (Object.keys(chosen).length === 0) {
    throw new ServiceError("invalid", "variation_required", `Please choose product options for “${product.name}” before adding it to your cart.`);
  }
  return [await lineForVariation(q, product, await variationForChoice(q, product, chosen), chosen, input.quantity)];
}

function variationNotFound(id: number, name: string) {
  return new ServiceError("not_found", "variation_not_found", `“${name}” has no variation ${id}.`);
}

async function variationLine(
  q: Queryable,
  reads: CatalogueReads,
  product: ProductRow,
  variationId: number,
  chosen: Record<string, string>,
  quantity: number,
): Promise<WantedLine> {
  const v = await reads.variation(variationId, product.id);
  if (!v) throw variationNotFound(variationId, product.name);
  return lineForVariation(q, product, v, chosen, quantity);
}

async function lineForVariation(q: Queryable, product: ProductRow, v: VariationRow, chosen: Record<string, string>, quantity: number): Promise<WantedLine> {
  const resolved = await resolveAttributes(q, product, v.attributes, chosen);
  if (!variationBuyable(v)) {
    throw v.enabled && v.purchasable
      ? new ServiceError("invalid", "out_of_stock", `You cannot add “${product.name}” to the cart because the product is out of stock.`)
      : notPurchasable(product.name);
  }
  const ownStock = v.manageStock;
  const left = ownStock ? stockLeft(v) : stockLeft(product);
  return {
    productId: product.id,
    variationId: v.id,
    attributes: resolved,
    quantity,
    name: product.name,
    soldIndividually: product.soldIndividually || v.soldIndividually,
    minQuantity: v.minQuantity,
    maxQuantity: v.maxQuantity,
    stockLeft: left,
    stockHolder: ownStock ? { variationId: v.id } : { productId: product.id },
  };
}

/**
 * The variation's attributes with each "any" value filled from the shopper's choice. A chosen value must
 * agree with the variation, name an attribute the variation has, and, for "any", be a term the product offers.
 */
async function resolveAttributes(q: Queryable, product: ProductRow, own: Record<string, string>, chosen: Record<string, string>) {
  const mismatch = (message: string) => new ServiceError("invalid", "attributes_mismatch", message);
  const unknown = Object.keys(chosen).find((slug) => !(slug in own));
  if (unknown !== undefined) throw mismatch(`“${product.name}” has no option “${unknown}” for this variation.`);
  if (!attributesMatch(own, chosen)) throw mismatch(`The chosen options do not match this variation of “${product.name}”.`);
  const resolved: Record<string, string> = {};
  const toCheck: [string, string][] = [];
  for (const [slug, value] of Object.entries(own)) {
    if (value !== "") {
      resolved[slug] = value;
      continue;
    }
    const pick = chosen[slug] ?? "";
    if (pick === "") throw new ServiceError("invalid", "attributes_incomplete", `Please choose a value for “${slug}” of “${product.name}”.`);
    resolved[slug] = pick;
    toCheck.push([slug, pick]);
  }
  if (toCheck.length > 0) {
    const offered = await q
      .select({ attribute: attributes.slug, term: attributeTerms.slug })
      .from(productAttributeTerms)
      .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
      .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
      .where(
        and(
          eq(productAttributeTerms.productId, product.id),
          inArray(
            attributes.slug,
            toCheck.map(([slug]) => slug),
          ),
        ),
      );
    const set = new Set(offered.map((o) => `${o.attribute}\u0000${o.term}`));
    const missing = toCheck.find(([slug, term]) => !set.has(`${slug}\u0000${term}`));
    if (missing) throw mismatch(`“${missing[1]}” is not an option of “${product.name}” for “${missing[0]}”.`);
  }
  return resolved;
}
