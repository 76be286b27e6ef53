import type { CategoryDef } from "./types.ts";

/** Top-level categories first; a sub-category names its parent. */
export const CATEGORIES: CategoryDef[] = [
  { slug: "kitchen", name: "Kitchen & Dining", description: "Stoneware, linen and oak for everyday meals and slow weekend breakfasts.", motif: "mug", hue: 30, weight: 650, dims: [160, 160, 120], skuCode: "KIT" },
  { slug: "lighting", name: "Lighting", description: "Lamps, shades and candlelight for warm evenings at home.", motif: "lamp", hue: 45, weight: 1800, dims: [300, 300, 450], skuCode: "LIG" },
  { slug: "textiles", name: "Textiles", description: "Cushions, throws and towels woven from natural fibres.", motif: "cushion", hue: 15, weight: 900, dims: [400, 300, 80], skuCode: "TEX" },
  { slug: "apparel", name: "Apparel", description: "Easy wardrobe staples in organic cotton, linen and wool.", motif: "shirt", hue: 200, weight: 300, dims: [300, 250, 30], skuCode: "APP" },
  { slug: "bags", name: "Bags", description: "Totes, backpacks and small leather goods built to be carried every day.", motif: "bag", hue: 25, weight: 700, dims: [420, 350, 120], skuCode: "BAG" },
  { slug: "stationery", name: "Stationery", description: "Notebooks, pens and paper goods for lists, letters and sketches.", motif: "notebook", hue: 220, weight: 350, dims: [210, 150, 20], skuCode: "STA" },
  { slug: "plants", name: "Plants & Pots", description: "Easy-going house plants and the pots, planters and tools to keep them happy.", motif: "leaf", hue: 110, weight: 1500, dims: [200, 200, 400], skuCode: "PLA" },
  { slug: "mugs-cups", parent: "kitchen", name: "Mugs & Cups", description: "Mugs and cups for coffee, tea and everything in between.", motif: "mug", hue: 28, weight: 450, dims: [120, 90, 110], skuCode: "MUG" },
  { slug: "tableware", parent: "kitchen", name: "Tableware", description: "Plates, bowls and serving pieces.", motif: "bowl", hue: 32, weight: 900, dims: [280, 280, 80], skuCode: "TAB" },
  { slug: "candles", parent: "lighting", name: "Candles & Holders", description: "Beeswax, soy and scented candles and the holders that show them off.", motif: "candle", hue: 38, weight: 400, dims: [100, 100, 120], skuCode: "CAN" },
  { slug: "cushions", parent: "textiles", name: "Cushions", description: "Cushion covers and bolsters in linen, cotton and velvet.", motif: "cushion", hue: 12, weight: 500, dims: [450, 450, 60], skuCode: "CUS" },
  { slug: "throws", parent: "textiles", name: "Throws & Blankets", description: "Wool and cotton throws for sofas, beds and picnics.", motif: "throw", hue: 20, weight: 1400, dims: [400, 300, 120], skuCode: "THR" },
  { slug: "tees", parent: "apparel", name: "T-shirts", description: "Crew necks and pocket tees in organic cotton and linen.", motif: "shirt", hue: 205, weight: 220, dims: [300, 250, 20], skuCode: "TEE" },
  { slug: "knitwear", parent: "apparel", name: "Knitwear", description: "Jumpers, beanies and scarves in merino, alpaca and lambswool.", motif: "jumper", hue: 195, weight: 450, dims: [320, 260, 60], skuCode: "KNI" },
];
