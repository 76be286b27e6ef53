import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/kit/index.ts";
import { productAttributes, productAttributeTerms, products, variations } from "../../db/schema/index.ts";

/** How many products a record is used by, and the first few names to tell the staff member which. */
export type Usage = { productCount: number; examples: string[] };

const EXAMPLES = 5;

async function productsWhere(tx: Tx, condition: ReturnType<typeof or>): Promise<Usage> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(condition);
  const named = await tx.select({ name: products.name }).from(products).where(condition).orderBy(asc(products.name)).limit(EXAMPLES);
  return { productCount: counted?.total ?? 0, examples: named.map((row) => row.name) };
}

/** Variations key their attributes by slug (attribute slug → term slug), so a rename there would orphan them. */
const variationUses = (tx: Tx, attributeSlug: string, termSlug?: string) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(variations)
      .where(
        and(
          eq(variations.productId, products.id),
          termSlug === undefined ? sql`${variations.attributes} ? ${attributeSlug}` : sql`${variations.attributes} ->> ${attributeSlug} = ${termSlug}`,
        ),
      ),
  );

/** Products offering a term: in their attribute terms (filters, the additional information) or a variation. */
export function termUsage(tx: Tx, term: { id: number; slug: string }, attributeSlug: string): Promise<Usage> {
  const listed = exists(
    tx
      .select({ one: sql`1` })
      .from(productAttributeTerms)
      .where(and(eq(productAttributeTerms.productId, products.id), eq(productAttributeTerms.termId, term.id))),
  );
  return productsWhere(tx, or(listed, variationUses(tx, attributeSlug, term.slug)));
}

/** Products using an attribute at all. */
export function attributeUsage(tx: Tx, attribute: { id: number; slug: string }): Promise<Usage> {
  const listed = exists(
    tx
      .select({ one: sql`1` })
      .from(productAttributes)
      .where(and(eq(productAttributes.productId, products.id), eq(productAttributes.attributeId, attribute.id))),
  );
  return productsWhere(tx, or(listed, variationUses(tx, attribute.slug)));
}

/** Products whose variations name this attribute (or this term of it) by slug. */
export function variationUsage(tx: Tx, attributeSlug: string, termSlug?: string): Promise<Usage> {
  return productsWhere(tx, or(variationUses(tx, attributeSlug, termSlug)));
}

/** "3 products use it (Oak desk lamp, Linen shirt, …)". */
export function describeUsage(usage: Usage): string {
  const noun = usage.productCount === 1 ? "product uses" : "products use";
  const more = usage.productCount > usage.examples.length ? ", …" : "";
  return `${usage.productCount} ${noun} it (${usage.examples.join(", ")}${more})`;
}
