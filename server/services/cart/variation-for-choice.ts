import { and, asc, eq } from "drizzle-orm";
import { pickVariation } from "../../../domain/product/variation-matching.ts";
import { attributes, productAttributes, variations } from "../../db/schema/index.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { ServiceError } from "../errors.ts";

type VariationRow = typeof variations.$inferSelect;

/**
 * The variation a choice of options picks, by the product page's own rule (`pickVariation`): a form posted
 * without JavaScript sends `attribute_<slug>` fields and no variation id.
 */
export async function variationForChoice(q: Queryable, product: { id: number; name: string }, chosen: Record<string, string>): Promise<VariationRow> {
  const [used, rows] = await Promise.all([
    q
      .select({ slug: attributes.slug })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(and(eq(productAttributes.productId, product.id), eq(productAttributes.usedForVariations, true))),
    q.select().from(variations).where(eq(variations.productId, product.id)).orderBy(asc(variations.position), asc(variations.id)),
  ]);
  const picked = pickVariation(
    used.map((a) => a.slug),
    rows,
    chosen,
  );
  if (picked === "incomplete")
    throw new ServiceError("invalid", "attributes_incomplete", `Please choose product options for “${product.name}” before adding it to your cart.`);
  if (picked === "none") {
    throw new ServiceError(
      "invalid",
      "no_matching_variation",
      `Sorry, no variation of “${product.name}” matches your selection. Please choose a different combination.`,
    );
  }
  return picked;
}
