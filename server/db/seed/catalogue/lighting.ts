import type { ProductDef } from "./types.ts";

export const LIGHTING: ProductDef[] = [
  {
    name: "Arc Table Lamp",
    category: "lighting",
    short: "A softly curved table lamp with a linen shade and a choice of oak or stoneware base.",
    details: "The arc of the stem throws light down onto the table and away from your eyes. Comes with a 1.8 m fabric cable, an inline dimmer and an E27 bulb.",
    price: 8900,
    colours: ["mustard", "ocean", "terracotta"],
    materials: ["oak", "stoneware"],
    pageSettings: { gallery: { animation: "slide" } },
    vary: {
      attributes: ["material", "colour"],
      surcharge: { stoneware: 1500 },
      rules: [{ when: ["ocean"], salePercent: 15 }, { when: ["terracotta", "stoneware"], outOfStock: true }],
    },
    imageSize: "wide",
    tags: ["bestseller"],
    featured: true,
  },
  { name: "Pleated Pendant Shade", category: "lighting", short: "A hand-pleated linen shade that turns any bulb into a soft glow.", details: "Fits standard E27 pendant sets. 40 cm across; the pleats are set by hand and stay crisp.", price: 7400, sale: 5900, colours: ["blush"], materials: ["linen"], imageSize: "wide" },
  { name: "Globe Wall Light", category: "lighting", short: "An opal glass globe on a brushed brass wall plate.", details: "Hard-wired wall light for hallways and bathrooms (IP44). Takes a G9 LED bulb, included.", price: 11900, imageSize: "wide" },
  { name: "Cordless Rechargeable Lamp", category: "lighting", short: "A little lamp that goes where the evening goes: table, terrace or bedside.", details: "Charges by USB-C in three hours and glows for up to twenty. Three brightness steps, touch dimmer, splash proof.", price: 9900, colours: ["ocean"], tags: ["bestseller", "outdoors"], featured: true },
  { name: "Paper Lantern Floor Lamp", category: "lighting", short: "A tall washi paper lantern on a slim oak frame.", details: "Handmade mulberry paper diffuses the light evenly. 140 cm tall, with a foot switch.", price: 13900, materials: ["oak"], outOfStock: true, imageSize: "wide" },
  { name: "Oak Desk Lamp", category: "lighting", short: "A compact adjustable desk lamp in solid oak.", details: "Two friction joints hold the head wherever you put it. Warm 2700 K LED, 8 W.", price: 8400, materials: ["oak"], imageSize: "medium" },
  { name: "Beeswax Tealights", category: "candles", short: "Pure beeswax tealights in reusable aluminium cups, sold in boxes of 12.", details: "Beeswax burns cleanly and smells faintly of honey. Each tealight burns for about five hours. Order at least two boxes, and up to twelve.", price: 1400, minQuantity: 2, maxQuantity: 12, tags: ["eco"], motif: "candle" },
  { name: "Fig & Cedar Scented Candle", category: "candles", short: "Ripe fig and cedarwood poured in soy wax, in a reusable glass.", details: "About 45 hours of burning time. Cotton wick, no paraffin, and a glass you can keep for pencils afterwards.", price: 2800, sale: 2200, colours: ["plum"], tags: ["gift-idea"] },
  { name: "Brass Candle Holder Trio", category: "candles", short: "Three solid brass candle holders in stepped heights.", details: "Takes standard dinner candles. The brass is left unlacquered so it ages to a warm patina.", price: 3900, motif: "circle" },
  { name: "Ribbed Taper Candles", category: "candles", short: "Six ribbed dinner candles in dip-dyed colours.", details: "Smokeless, dripless rapeseed wax. 25 cm tall; each burns for about eight hours.", price: 1800, colours: ["plum", "sage", "mustard"] },
  { name: "Ceramic Candle Vessel", category: "candles", short: "A limited stoneware candle whose vessel becomes a planter.", details: "Poured into a hand-glazed vessel from our studio collaboration. Limited to one per order.", price: 5600, materials: ["stoneware"], soldIndividually: true, tags: ["limited", "handmade"] },
];
