/** Display names of the tags the product definitions use; the planner rejects any other tag. */
export const TAG_NAMES: Record<string, string> = {
  bestseller: "Bestseller",
  "gift-idea": "Gift idea",
  handmade: "Handmade",
  limited: "Limited edition",
  organic: "Organic",
  eco: "Low impact",
  outdoors: "Outdoors",
  "easy-care": "Easy care",
  "new-in": "New in",
};

/** Care notes appended to descriptions, by material. */
export const CARE_NOTES: Record<string, string> = {
  cotton: "Organic cotton, GOTS certified. Machine wash at 30 °C with similar colours.",
  linen: "European flax linen. Machine wash at 40 °C; it only gets softer.",
  wool: "Responsibly sourced wool. Hand wash cold or use a wool cycle, and dry flat.",
  leather: "Vegetable-tanned leather that darkens with use. Feed it with a little balm now and then.",
  oak: "Solid FSC-certified oak. Wipe clean and re-oil once or twice a year.",
  stoneware: "High-fired stoneware: dishwasher and microwave safe.",
  porcelain: "Fine porcelain: dishwasher safe; avoid sudden changes of temperature.",
};
