import type { AttributeSlug, ProductDef, VariationRule } from "../catalogue/index.ts";
import type { Random } from "../random.ts";

export type VariationSpec = {
  attributes: Record<string, string>;
  sku: string;
  regularPrice: number;
  salePrice: number | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: "instock" | "outofstock";
  enabled: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  /** The colour whose gallery picture the variation shows; null for "any colour". */
  colour: string | null;
  position: number;
};

export type TermLookup = (attribute: AttributeSlug, term: string) => { code: string };

/** Every combination of the product's terms, shaped by its rules (skipped, out of stock, "any", ...). */
export function expandVariations(def: ProductDef, productSku: string, lookup: TermLookup, random: Random): VariationSpec[] {
  const plan = def.vary;
  if (!plan) return [];
  const termsOf = (attribute: AttributeSlug) => (attribute === "colour" ? def.colours : attribute === "size" ? def.sizes : def.materials) ?? [];
  const combos = plan.attributes.reduce<Record<string, string>[]>(
    (acc, attribute) => acc.flatMap((combo) => termsOf(attribute).map((term) => ({ ...combo, [attribute]: term }))),
    [{}],
  );
  const seen = new Set<string>();
  const out: VariationSpec[] = [];
  for (const combo of combos) {
    const values = Object.values(combo);
    const rules = (plan.rules ?? []).filter((rule) => rule.when.every((slug) => values.includes(slug)));
    if (rules.some((rule) => rule.skip)) continue;
    const attributes = { ...combo };
    for (const rule of rules) if (rule.any) attributes[rule.any] = "";
    const identity = JSON.stringify(attributes);
    if (seen.has(identity)) continue;
    seen.add(identity);
    out.push(buildVariation(def, attributes, rules, productSku, lookup, random, out.length));
  }
  return out;
}

function buildVariation(
  def: ProductDef,
  attributes: Record<string, string>,
  rules: VariationRule[],
  productSku: string,
  lookup: TermLookup,
  random: Random,
  position: number,
): VariationSpec {
  const chosen = Object.entries(attributes).filter(([, term]) => term !== "");
  const regularPrice = def.price + chosen.reduce((sum, [, term]) => sum + (def.vary?.surcharge?.[term] ?? 0), 0);
  const salePercent = rules.find((rule) => rule.salePercent)?.salePercent;
  const outOfStock = rules.some((rule) => rule.outOfStock);
  const managed = outOfStock || random.chance(0.5);
  const limits = rules.find((rule) => rule.minQuantity !== undefined || rule.maxQuantity !== undefined);
  const codes = Object.entries(attributes).map(([attribute, term]) => (term === "" ? "ANY" : lookup(attribute as AttributeSlug, term).code));
  return {
    attributes,
    sku: [productSku, ...codes].join("-"),
    regularPrice,
    salePrice: salePercent ? roundToHalfEuro((regularPrice * (100 - salePercent)) / 100) : null,
    manageStock: managed,
    stockQuantity: outOfStock ? 0 : managed ? random.int(3, 40) : null,
    stockStatus: outOfStock ? "outofstock" : "instock",
    enabled: !rules.some((rule) => rule.disabled),
    minQuantity: limits?.minQuantity ?? 1,
    maxQuantity: limits?.maxQuantity ?? null,
    colour: attributes.colour || null,
    position,
  };
}

export function roundToHalfEuro(cents: number): number {
  return Math.round(cents / 50) * 50;
}
