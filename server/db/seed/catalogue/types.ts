import type { TaxClass } from "../../../../domain/tax/rates.ts";
import type { ProductPageOverrides } from "../../../../domain/product/page-settings.ts";
/** The hand-written description of the demo catalogue; the planner turns it into table rows. */

export type AttributeSlug = "colour" | "size" | "material";

export type TermDef = {
  slug: string;
  name: string;
  /** Short code used in variation SKUs. */
  code: string;
  /** Colour swatches: the CSS colour, and its hue for the generated pictures. */
  color?: string;
  hue?: number;
  /** Image swatches: the texture motif drawn for the term's picture. */
  texture?: string;
};

export type AttributeDef = {
  slug: AttributeSlug;
  name: string;
  swatchType: "color" | "label" | "image";
  terms: TermDef[];
};

export type CategoryDef = {
  slug: string;
  name: string;
  description: string;
  parent?: string;
  /** Default picture motif of the category's products. */
  motif: string;
  /** Background hue of the category's pictures. */
  hue: number;
  /** Typical packed weight (grams) and size (mm: length, width, height) of a product here. */
  weight: number;
  dims: [number, number, number];
  skuCode: string;
};

/**
 * A rule applied to the variations whose terms include every slug of `when`:
 * skip the combination (it simply does not exist), mark it out of stock or disabled, put it on sale,
 * give it quantity limits, or fold one attribute into "any" (an empty value).
 */
export type VariationRule = {
  when: string[];
  skip?: true;
  outOfStock?: true;
  disabled?: true;
  salePercent?: number;
  minQuantity?: number;
  maxQuantity?: number;
  any?: AttributeSlug;
};

export type VariationPlan = {
  /** The attributes that drive variations, in display order. */
  attributes: AttributeSlug[];
  /** Added to the base price (minor units) when a variation has the term. */
  surcharge?: Record<string, number>;
  rules?: VariationRule[];
};

export type ProductDef = {
  name: string;
  /** The product's (sub-)category; products in a sub-category also join its parent. */
  category: string;
  short: string;
  details: string;
  /** Regular price in EUR cents; a variable product's base price. */
  price: number;
  sale?: number;
  tags?: string[];
  colours?: string[];
  sizes?: string[];
  materials?: string[];
  vary?: VariationPlan;
  /** Slugs of the simple products a grouped product bundles. */
  groupOf?: string[];
  motif?: string;
  /** Gallery size; variable products default to one picture per colour. */
  images?: number;
  /** "small" pictures are 480 px and "medium" 800 px, so the gallery zoom meets both cases. */
  imageSize?: "small" | "medium" | "wide";
  outOfStock?: true;
  soldIndividually?: true;
  /** The tax class (standard when absent): a book or food item takes the reduced rates. */
  taxClass?: TaxClass;
  minQuantity?: number;
  maxQuantity?: number;
  featured?: true;
  /** The product's own product-page settings, so the demo shows each gallery layout. */
  pageSettings?: ProductPageOverrides;
};
