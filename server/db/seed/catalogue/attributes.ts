import type { AttributeDef } from "./types.ts";

export const ATTRIBUTES: AttributeDef[] = [
  {
    slug: "colour",
    name: "Colour",
    swatchType: "color",
    terms: [
      { slug: "terracotta", name: "Terracotta", code: "TER", color: "#c4643f", hue: 17 },
      { slug: "mustard", name: "Mustard", code: "MUS", color: "#d4a531", hue: 43 },
      { slug: "sage", name: "Sage", code: "SAG", color: "#8fa682", hue: 100 },
      { slug: "ocean", name: "Ocean", code: "OCE", color: "#2f6f9f", hue: 206 },
      { slug: "blush", name: "Blush", code: "BLU", color: "#e1a4a8", hue: 356 },
      { slug: "plum", name: "Plum", code: "PLU", color: "#6d3b63", hue: 312 },
    ],
  },
  {
    slug: "size",
    name: "Size",
    swatchType: "label",
    terms: [
      { slug: "xs", name: "XS", code: "XS" },
      { slug: "s", name: "S", code: "S" },
      { slug: "m", name: "M", code: "M" },
      { slug: "l", name: "L", code: "L" },
      { slug: "xl", name: "XL", code: "XL" },
    ],
  },
  {
    slug: "material",
    name: "Material",
    swatchType: "image",
    terms: [
      { slug: "cotton", name: "Organic cotton", code: "CO", texture: "weave", hue: 40 },
      { slug: "linen", name: "Linen", code: "LI", texture: "weave", hue: 34 },
      { slug: "wool", name: "Wool", code: "WO", texture: "knit", hue: 28 },
      { slug: "leather", name: "Leather", code: "LE", texture: "hide", hue: 22 },
      { slug: "oak", name: "Oak", code: "OA", texture: "grain", hue: 32 },
      { slug: "stoneware", name: "Stoneware", code: "ST", texture: "speckle", hue: 30 },
      { slug: "porcelain", name: "Porcelain", code: "PO", texture: "glaze", hue: 210 },
    ],
  },
];
