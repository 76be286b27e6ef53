import type { ProductDef } from "./types.ts";

export const PLANTS: ProductDef[] = [
  { name: "Monstera Deliciosa", category: "plants", short: "The Swiss cheese plant: big split leaves for a bright room.", details: "Delivered at about 60 cm in a 19 cm nursery pot. Likes bright indirect light and a drink once a week.", price: 3900, colours: ["sage"], tags: ["bestseller"], featured: true },
  { name: "Snake Plant", category: "plants", short: "An upright, almost unkillable plant that copes with low light.", details: "About 45 cm tall in a 14 cm pot. Water every two or three weeks; less in winter.", price: 2900, sale: 2400, colours: ["sage"], tags: ["easy-care"] },
  { name: "Olive Tree", category: "plants", short: "A one-metre olive tree for a sunny terrace or a bright window.", details: "Grown in Tuscany. Hardy to about −7 °C; keep it on the dry side in winter.", price: 8900, colours: ["sage"], tags: ["outdoors"] },
  {
    name: "Terracotta Plant Pot",
    category: "plants",
    short: "A classic clay pot with a glazed rim and a matching saucer.",
    details: "Unglazed inside so roots can breathe. Small fits a 12 cm nursery pot, medium 17 cm, large 24 cm.",
    price: 1400,
    colours: ["terracotta", "sage", "ocean"],
    sizes: ["s", "m", "l"],
    materials: ["stoneware"],
    vary: { attributes: ["size", "colour"], surcharge: { m: 600, l: 1400 }, rules: [{ when: ["ocean", "l"], skip: true }, { when: ["sage", "s"], outOfStock: true }] },
    motif: "leaf",
  },
  { name: "Hanging Planter", category: "plants", short: "A stoneware planter on a jute hanger.", details: "For trailing plants up to a 12 cm pot. Drainage hole with a removable plug.", price: 2400, colours: ["blush"], materials: ["stoneware"], motif: "bowl" },
  { name: "Brass Plant Mister", category: "plants", short: "A fine-mist sprayer in brushed brass and glass.", details: "Tropical plants love a daily misting. 300 ml.", price: 2700, motif: "candle" },
  { name: "Herb Garden Kit", category: "plants", short: "Grow basil, parsley and chives on the windowsill.", details: "Three biodegradable pots, peat-free compost discs and organic seeds. Sprouts in a week.", price: 3200, sale: 2600, tags: ["eco", "gift-idea"] },
  { name: "Golden Pothos", category: "plants", short: "A trailing plant with marbled leaves, in a hanging pot.", details: "Forgiving and fast-growing. Trails to about 40 cm on arrival.", price: 3400, colours: ["sage"], imageSize: "medium", tags: ["easy-care"] },
];
