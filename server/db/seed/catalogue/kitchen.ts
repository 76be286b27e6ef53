import type { ProductDef } from "./types.ts";

export const KITCHEN: ProductDef[] = [
  {
    name: "Stoneware Mug",
    category: "mugs-cups",
    short: "A generous 350 ml mug, thrown in stoneware and finished in a soft satin glaze.",
    details: "Each mug is shaped on the wheel in a small studio in Portugal, so no two handles are quite the same. The satin glaze feels warm in the hand and is food safe, dishwasher safe and happy in the microwave.",
    price: 2400,
    colours: ["terracotta", "sage", "ocean", "mustard"],
    materials: ["stoneware", "porcelain"],
    vary: {
      attributes: ["colour", "material"],
      surcharge: { porcelain: 300 },
      rules: [{ when: ["mustard", "porcelain"], skip: true }, { when: ["sage"], salePercent: 20 }, { when: ["ocean", "porcelain"], outOfStock: true }],
    },
    tags: ["bestseller", "gift-idea"],
    featured: true,
  },
  { name: "Espresso Cup Pair", category: "mugs-cups", short: "Two 90 ml porcelain cups for a short, strong coffee.", details: "Thin-walled porcelain keeps the crema intact and the cups stack neatly on the machine.", price: 2200, colours: ["ocean"], materials: ["porcelain"], tags: ["gift-idea"] },
  { name: "Enamel Camp Mug", category: "mugs-cups", short: "A tough enamel mug for the balcony, the garden and the campsite.", details: "Steel coated in chip-resistant enamel with a rolled rim. Light enough for a rucksack, pretty enough for the kitchen shelf.", price: 1600, sale: 1200, colours: ["sage"], tags: ["outdoors"] },
  { name: "Double-Walled Glass Tumbler", category: "mugs-cups", short: "Borosilicate glass with an insulating layer of air: hot drinks stay hot, hands stay cool.", details: "Holds 250 ml. Mouth-blown borosilicate glass that shrugs off boiling water and ice alike.", price: 1900 },
  { name: "Latte Bowl", category: "mugs-cups", short: "A wide, handle-less bowl for milky coffee and slow mornings.", details: "Stoneware with a blush glaze inside and a bare clay foot. Sized for two hands and a croissant dunk.", price: 2100, colours: ["blush"], materials: ["stoneware"], outOfStock: true },
  { name: "Speckled Dinner Plate", category: "tableware", short: "A 27 cm stoneware plate with a speckled ocean glaze.", details: "Reduction-fired stoneware whose iron flecks come through the glaze. Oven, dishwasher and microwave safe.", price: 2600, sale: 2200, colours: ["ocean"], materials: ["stoneware"] },
  { name: "Linen Napkin Set", category: "tableware", short: "Four stonewashed linen napkins that soften with every wash.", details: "Pre-washed European flax linen, 45 × 45 cm, with mitred corners. Machine wash at 40 °C and skip the iron.", price: 3200, sale: 2600, colours: ["sage"], materials: ["linen"], motif: "throw" },
  { name: "Oak Serving Board", category: "tableware", short: "A long oak board for bread, cheese and everything on the side.", details: "Cut from FSC-certified European oak and oiled by hand. 60 × 20 cm with a hanging loop of waxed cord.", price: 4500, materials: ["oak"], motif: "notebook", imageSize: "wide" },
  { name: "Stoneware Pour-Over Dripper", category: "tableware", short: "A ribbed ceramic dripper for a clean, bright cup of filter coffee.", details: "Takes size 2 filter papers and sits on most mugs and carafes. The ribs keep the paper off the wall for an even flow.", price: 3400, materials: ["stoneware"], motif: "bowl" },
  { name: "Ceramic Coffee Canister", category: "tableware", short: "An airtight canister that keeps 250 g of beans fresh.", details: "Glazed stoneware with an oak lid and silicone seal. Beans stay fresh for weeks, and it looks good on the counter.", price: 2900, materials: ["stoneware", "oak"], motif: "candle" },
  { name: "Morning Coffee Set", category: "kitchen", short: "Everything for a slow pour-over: dripper, canister and espresso cups.", details: "Pick the pieces you need or take the whole set: our stoneware dripper, the airtight canister and a pair of espresso cups.", price: 0, groupOf: ["stoneware-pour-over-dripper", "ceramic-coffee-canister", "espresso-cup-pair"], tags: ["gift-idea"], motif: "bowl", featured: true },
  { name: "Hand-Thrown Serving Bowl", category: "tableware", short: "A one-off serving bowl: each glaze run is unique.", details: "Thrown and glazed by hand in small batches. Because each bowl is unique, we sell them one at a time.", price: 6800, materials: ["stoneware"], soldIndividually: true, tags: ["handmade", "limited"] },
  { name: "Walnut Salad Servers", category: "tableware", short: "A pair of carved walnut servers with a silky oiled finish.", details: "Carved from a single board of American black walnut. Wash by hand and oil now and then.", price: 3600, motif: "leaf", tags: ["handmade"] },
];
