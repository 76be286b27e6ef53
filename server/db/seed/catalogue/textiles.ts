import type { ProductDef } from "./types.ts";

export const TEXTILES: ProductDef[] = [
  {
    name: "Linen Cushion Cover",
    category: "cushions",
    short: "A stonewashed linen cover with a hidden zip, in three sizes.",
    details: "Heavyweight linen, washed for softness and a relaxed crumple. Small is 40 × 40 cm, medium 50 × 50 cm, large 60 × 60 cm. Insert not included.",
    price: 2900,
    colours: ["terracotta", "sage", "ocean", "blush"],
    sizes: ["s", "m", "l"],
    materials: ["linen"],
    vary: {
      attributes: ["colour", "size"],
      surcharge: { m: 400, l: 900 },
      rules: [{ when: ["blush", "l"], skip: true }, { when: ["ocean", "s"], disabled: true }, { when: ["terracotta"], salePercent: 20 }, { when: ["sage", "m"], outOfStock: true }],
    },
    tags: ["bestseller"],
  },
  { name: "Waffle Cotton Cushion", category: "cushions", short: "A deep waffle weave in organic cotton, filled with feather.", details: "50 × 50 cm with a removable cover and a duck feather inner.", price: 3200, colours: ["mustard"], materials: ["cotton"] },
  { name: "Velvet Bolster", category: "cushions", short: "A long cotton velvet bolster for the end of the sofa.", details: "20 × 60 cm with piped edges and a zip at one end.", price: 3900, sale: 3100, colours: ["plum"], materials: ["cotton"] },
  {
    name: "Chunky Wool Throw",
    category: "throws",
    short: "A heavy, chunky-knit throw in pure wool, or a lighter cotton version.",
    details: "130 × 170 cm. The wool version is knitted from undyed Portuguese wool and then dyed in small lots; the cotton version comes in natural only.",
    price: 12900,
    colours: ["ocean", "mustard", "plum"],
    materials: ["wool", "cotton"],
    pageSettings: { gallery: { thumbnailOrientation: "vertical" } },
    vary: {
      attributes: ["material", "colour"],
      surcharge: { cotton: -4000 },
      rules: [{ when: ["cotton"], any: "colour" }, { when: ["plum", "wool"], outOfStock: true }],
    },
    motif: "throw",
    featured: true,
  },
  { name: "Herringbone Blanket", category: "throws", short: "A lambswool blanket woven in a classic herringbone.", details: "Woven in a Welsh mill. 150 × 200 cm with fringed ends.", price: 14900, colours: ["ocean"], materials: ["wool"], tags: ["gift-idea"] },
  { name: "Cotton Bath Towel", category: "textiles", short: "A thirsty 600 gsm bath towel in organic cotton terry.", details: "70 × 140 cm. Long-staple cotton that gets fluffier with every wash.", price: 2400, colours: ["sage", "blush", "ocean"], materials: ["cotton"], motif: "throw" },
  { name: "Linen Tea Towels", category: "textiles", short: "Two striped linen tea towels that dry glasses without a trace.", details: "Pure linen, 50 × 70 cm, with a cotton hanging loop.", price: 1800, sale: 1400, colours: ["terracotta"], materials: ["linen"], motif: "throw" },
  { name: "Jute Doormat", category: "textiles", short: "A thick natural jute mat that catches grit at the door.", details: "45 × 75 cm with a non-slip latex back. For covered entrances.", price: 3500, motif: "weave", tags: ["eco"] },
  { name: "Patchwork Quilt", category: "throws", short: "A one-of-a-kind quilt sewn from cotton offcuts.", details: "Each quilt is pieced by hand from our cotton offcuts, so the pattern is never repeated. Double size.", price: 18900, materials: ["cotton"], soldIndividually: true, tags: ["handmade", "limited", "eco"], motif: "throw" },
];
