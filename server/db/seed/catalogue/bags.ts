import type { ProductDef } from "./types.ts";

export const BAGS: ProductDef[] = [
  {
    name: "Canvas Tote",
    category: "bags",
    short: "Our heavy canvas tote with cotton or leather handles and an inside pocket.",
    details: "16 oz organic cotton canvas, big enough for a laptop and the weekly shop. The leather-handled version has vegetable-tanned handles that darken with use.",
    price: 3400,
    colours: ["sage", "ocean", "terracotta", "mustard"],
    materials: ["cotton", "leather"],
    vary: {
      attributes: ["colour", "material"],
      surcharge: { leather: 2500 },
      rules: [{ when: ["mustard", "leather"], skip: true }, { when: ["ocean", "leather"], outOfStock: true }, { when: ["sage"], salePercent: 20 }],
    },
    tags: ["bestseller", "eco"],
  },
  { name: "Leather Weekender", category: "bags", short: "A roomy weekend bag in full-grain leather with brass hardware.", details: "Fits three days of clothes and a pair of shoes. Detachable shoulder strap, cotton lining and a zipped inner pocket.", price: 24900, colours: ["terracotta"], materials: ["leather"], images: 6, featured: true, tags: ["gift-idea"], pageSettings: { gallery: { slideshow: true } } },
  { name: "Roll-Top Backpack", category: "bags", short: "A waterproof roll-top backpack for the bike and the city.", details: "Waxed cotton with a padded laptop sleeve and a side zip to reach the bottom. 20 litres, expanding to 24.", price: 11900, sale: 9500, colours: ["ocean"], materials: ["cotton"], tags: ["outdoors"] },
  { name: "Market Net Bag", category: "bags", short: "A stretchy cotton string bag that folds into a pocket.", details: "Carries up to 10 kg of groceries and weighs next to nothing.", price: 1500, colours: ["mustard"], materials: ["cotton"], tags: ["eco"] },
  { name: "Crossbody Pouch", category: "bags", short: "A small leather pouch for phone, keys and cards.", details: "Adjustable strap, magnetic closure and a card slot on the back.", price: 4900, colours: ["terracotta"], materials: ["leather"] },
  { name: "Felt Laptop Sleeve", category: "bags", short: "A snug wool-felt sleeve for 13 and 14 inch laptops.", details: "5 mm merino felt with a leather strap closure. Naturally water-repellent.", price: 5400, colours: ["plum"], materials: ["wool", "leather"], motif: "notebook" },
  { name: "Leather Card Holder", category: "bags", short: "A slim card holder with four slots and a middle pocket.", details: "Vegetable-tanned leather, hand-stitched with waxed linen thread.", price: 2900, materials: ["leather"], imageSize: "medium", tags: ["gift-idea"] },
  { name: "Woven Picnic Basket", category: "bags", short: "A willow picnic basket with a cotton lining, woven to order.", details: "Each basket is woven by hand and takes a day to make, so we sell them one at a time.", price: 7900, soldIndividually: true, tags: ["handmade", "outdoors"], motif: "weave" },
];
