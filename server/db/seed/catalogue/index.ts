import { APPAREL } from "./apparel.ts";
import { BAGS } from "./bags.ts";
import { KITCHEN } from "./kitchen.ts";
import { LIGHTING } from "./lighting.ts";
import { PLANTS } from "./plants.ts";
import { STATIONERY } from "./stationery.ts";
import { TEXTILES } from "./textiles.ts";
import type { ProductDef } from "./types.ts";

export { ATTRIBUTES } from "./attributes.ts";
export { CATEGORIES } from "./categories.ts";
export { CARE_NOTES, TAG_NAMES } from "./tags.ts";
export type * from "./types.ts";

/** Simple products come before the grouped product that bundles them; the planner relies on it. */
export const PRODUCTS: ProductDef[] = [...KITCHEN, ...LIGHTING, ...TEXTILES, ...APPAREL, ...BAGS, ...STATIONERY, ...PLANTS];
