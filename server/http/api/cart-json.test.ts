import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageRef } from "../../../domain/catalog/image.ts";
import type { ImageRef } from "../../../domain/catalog/types.ts";
import { TAX_CLASSES } from "../../../domain/tax/rates.ts";
import type { Cart, CartItem } from "../../services/cart/types.ts";
import { cartJson } from "./cart-json.ts";

const text = fc.string({ unit: "binary", maxLength: 40 });
const minorUnits = fc.integer({ min: 0, max: 2_000_000_000 });
const id = fc.integer({ min: 1, max: 2_147_483_647 });
const lineKey = fc.stringMatching(/^[0-9a-f]{32}$/);

/** A picture as the cart service shares it: frozen, so its JSON may be kept. */
function frozen(ref: ImageRef): ImageRef {
  Object.freeze(ref.srcset);
  return Object.freeze(ref);
}

const image: fc.Arbitrary<ImageRef> = fc
  .record({ id, key: fc.stringMatching(/^[a-z0-9-]{1,30}$/), width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }), alt: text })
  .map(imageRef);

/** Fields in the order the cart service builds them (read-cart.ts), which is the order JSON.stringify writes. */
const item: fc.Arbitrary<CartItem> = fc.record({
  key: lineKey,
  productId: id,
  variationId: fc.option(id),
  name: text,
  slug: text,
  sku: fc.option(text),
  image: fc.option(fc.oneof(image, image.map(frozen))),
  attributes: fc.array(fc.record({ name: text, value: text }), { maxLength: 4 }),
  unitPrice: minorUnits,
  regularUnitPrice: minorUnits,
  taxClass: fc.constantFrom(...TAX_CLASSES),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  lineTotal: minorUnits,
  soldIndividually: fc.boolean(),
  minQuantity: fc.integer({ min: 1, max: 100 }),
  maxQuantity: fc.option(fc.integer({ min: 1, max: 10_000 })),
  stockLeft: fc.option(fc.integer({ min: 0, max: 10_000 })),
  needsShipping: fc.boolean(),
});

const removedItem = fc.record({
  key: lineKey,
  productId: id,
  variationId: fc.option(id),
  name: text,
  quantity: fc.integer({ min: 1, max: 10_000 }),
  reason: fc.constantFrom("unavailable" as const, "out_of_stock" as const),
  notice: text,
});

const cart: fc.Arbitrary<Cart> = fc.record({
  items: fc.array(item, { maxLength: 6 }),
  count: fc.integer({ min: 0, max: 60_000 }),
  subtotal: minorUnits,
  totals: fc.record({ subtotal: minorUnits, total: minorUnits }),
  removed: fc.array(removedItem, { maxLength: 2 }),
  hash: fc.stringMatching(/^([0-9a-f]{32})?$/),
});

function cartWithPicture(ref: ImageRef): Cart {
  const line: CartItem = {
    key: "0".repeat(32),
    productId: 1,
    variationId: null,
    name: "Mug",
    slug: "mug",
    sku: null,
    image: ref,
    attributes: [],
    unitPrice: 100,
    regularUnitPrice: 100,
    taxClass: "standard",
    quantity: 1,
    lineTotal: 100,
    soldIndividually: false,
    minQuantity: 1,
    maxQuantity: null,
    stockLeft: null,
    needsShipping: true,
  };
  return { items: [line], count: 1, subtotal: 100, totals: { subtotal: 100, total: 100 }, removed: [], hash: "" };
}

describe("cartJson", () => {
  it("writes exactly the text JSON.stringify writes, for any cart (quotes, escapes and lone surrogates included)", () => {
    fc.assert(
      fc.property(cart, (c) => {
        expect(cartJson(c)).toBe(JSON.stringify(c));
      }),
      { numRuns: 500 },
    );
  });

  it("writes a number that is not finite as null, as JSON does", () => {
    const c: Cart = { items: [], count: Number.NaN, subtotal: Number.POSITIVE_INFINITY, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" };
    expect(cartJson(c)).toBe(JSON.stringify(c));
    expect(JSON.parse(cartJson(c))).toMatchObject({ count: null, subtotal: null });
  });

  it("answers a frozen picture from its first JSON, and writes a picture that can still change afresh each time", () => {
    const open = imageRef({ id: 1, key: "mug", width: 640, height: 640, alt: "A mug" });
    expect(JSON.parse(cartJson(cartWithPicture(open))).items[0].image.alt).toBe("A mug");
    open.alt = "A blue mug";
    expect(JSON.parse(cartJson(cartWithPicture(open))).items[0].image.alt).toBe("A blue mug");

    const shared = frozen(imageRef({ id: 2, key: "cup", width: 640, height: 640, alt: "A cup" }));
    const first = cartJson(cartWithPicture(shared));
    expect(cartJson(cartWithPicture(shared))).toBe(first);
    expect(first).toBe(JSON.stringify(cartWithPicture(shared)));
  });
});
