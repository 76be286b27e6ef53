import { APPAREL_MOTIFS } from "./apparel.ts";
import { BAG_MOTIFS } from "./bags.ts";
import { KITCHEN_MOTIFS } from "./kitchen.ts";
import { LIGHTING_MOTIFS } from "./lighting.ts";
import { PLANT_MOTIFS } from "./plants.ts";
import type { ObjectMotif } from "./shared.ts";
import { floorShadow } from "./shared.ts";
import { STATIONERY_MOTIFS } from "./stationery.ts";
import { TEXTILE_MOTIFS } from "./textiles.ts";

export type { ObjectMotif } from "./shared.ts";

/** Every product drawing by name: the demo catalogue names one per product, so each picture shows its product. */
export const OBJECT_MOTIFS: Record<string, ObjectMotif> = {
  ...KITCHEN_MOTIFS,
  ...LIGHTING_MOTIFS,
  ...TEXTILE_MOTIFS,
  ...APPAREL_MOTIFS,
  ...BAG_MOTIFS,
  ...STATIONERY_MOTIFS,
  ...PLANT_MOTIFS,
  // The fallback for a motif name nothing draws.
  circle: (p) => `${floorShadow(p, 230, 790)}
    <circle cx="500" cy="500" r="260" fill="${p.main}"/>
    <circle cx="500" cy="500" r="190" fill="none" stroke="${p.light}" stroke-width="18" opacity="0.6"/>
    <circle cx="420" cy="420" r="50" fill="#ffffff" opacity="0.25"/>`,
};
