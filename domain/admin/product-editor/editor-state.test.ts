import { describe, expect, it } from "vitest";
import { draftOf, editorStateOf, newEditorState } from "./editor-conversion.ts";
import { applyBulkEdit, type EditorState, moveImage, readEditorState, removeImage } from "./editor-state.ts";

function formOf(entries: [string, string][]) {
  return readEditorState(
    (name) => entries.filter(([n]) => n === name).map(([, v]) => v),
    entries.map(([n]) => n),
  );
}

const variable = (): EditorState => ({
  ...newEditorState("variable"),
  variations: [
    {
      id: "1",
      attributes: { colour: "red" },
      regularPrice: "10",
      salePrice: "",
      sku: "",
      stockQuantity: "",
      stockStatus: "instock",
      enabled: true,
      imageId: "",
      selected: true,
    },
    {
      id: "2",
      attributes: { colour: "blue" },
      regularPrice: "10",
      salePrice: "",
      sku: "",
      stockQuantity: "3",
      stockStatus: "instock",
      enabled: true,
      imageId: "7",
      selected: false,
    },
  ],
  images: [
    { id: "7", alt: "front" },
    { id: "8", alt: "back" },
    { id: "9", alt: "side" },
  ],
  mainImageId: "7",
});

describe("readEditorState", () => {
  it("reads the virtual tick into the state and the saved product, unticked by default", () => {
    const ticked = formOf([
      ["type", "simple"],
      ["name", "Guide"],
      ["virtual", "on"],
    ]);
    expect(ticked.virtual).toBe(true);
    expect(draftOf(ticked).draft.virtual).toBe(true);
    const unticked = formOf([
      ["type", "simple"],
      ["name", "Mug"],
    ]);
    expect(unticked.virtual).toBe(false);
    expect(draftOf(unticked).draft.virtual).toBe(false);
    expect(editorStateOf({ ...emptyProduct(), virtual: true }).virtual).toBe(true);
  });
  it("reads repeated fields, ticks and indexed rows from a post", () => {
    const state = formOf([
      ["type", "variable"],
      ["name", "Tee"],
      ["featured", "on"],
      ["categoryIds", "3"],
      ["categoryIds", "4"],
      ["attributes.0.attributeId", "1"],
      ["attributes.0.termIds", "11"],
      ["attributes.0.termIds", "12"],
      ["attributes.0.usedForVariations", "on"],
      ["variations.0.id", ""],
      ["variations.0.attributes.colour", "red"],
      ["variations.0.regularPrice", "12.50"],
      ["variations.0.enabled", "on"],
      ["images.0.id", "5"],
      ["images.0.alt", "A tee"],
    ]);
    expect(state).toMatchObject({ type: "variable", name: "Tee", featured: true, soldIndividually: false, categoryIds: ["3", "4"] });
    expect(state.attributes).toEqual([{ attributeId: "1", termIds: ["11", "12"], usedForVariations: true }]);
    expect(state.variations[0]).toMatchObject({ attributes: { colour: "red" }, regularPrice: "12.50", enabled: true, selected: false });
    expect(state.images).toEqual([{ id: "5", alt: "A tee" }]);
  });

  it("falls back to a simple product for an unknown type", () => {
    expect(formOf([["type", "bundle"]]).type).toBe("simple");
  });
});

describe("bulk edit and pictures", () => {
  it("sets the price and stock of the ticked variations only, or of all when none is ticked", () => {
    const ticked = applyBulkEdit({ ...variable(), bulkPrice: "15", bulkStock: "4" });
    expect(ticked.variations.map((v) => [v.regularPrice, v.stockQuantity])).toEqual([
      ["15", "4"],
      ["10", "3"],
    ]);
    const none = variable();
    none.variations = none.variations.map((v) => ({ ...v, selected: false }));
    expect(applyBulkEdit({ ...none, bulkPrice: "9.99", bulkStock: "" }).variations.map((v) => v.regularPrice)).toEqual(["9.99", "9.99"]);
  });

  it("moves a picture up or down and ignores moves past the ends", () => {
    expect(moveImage(variable(), 1, -1).images.map((i) => i.id)).toEqual(["8", "7", "9"]);
    expect(moveImage(variable(), 2, 1).images.map((i) => i.id)).toEqual(["7", "8", "9"]);
  });

  it("removes a picture from the main image and the variations that showed it", () => {
    const state = removeImage(variable(), 0);
    expect(state.images.map((i) => i.id)).toEqual(["8", "9"]);
    expect(state.mainImageId).toBe("");
    expect(state.variations[1]!.imageId).toBe("");
  });
});

describe("draftOf", () => {
  it("turns typed prices, numbers and UTC dates into the save's values", () => {
    const { draft, fields } = draftOf({
      ...variable(),
      regularPrice: "12.50",
      salePrice: "9",
      saleStartsAt: "2026-07-01T10:00",
      stockQuantity: "7",
      tags: " summer, linen ,,",
    });
    expect(fields).toEqual({});
    expect(draft).toMatchObject({ regularPrice: 1250, salePrice: 900, saleStartsAt: "2026-07-01T10:00:00.000Z", stockQuantity: 7, tags: ["summer", "linen"] });
    expect((draft.variations as { regularPrice: number; imageId: number | null }[]).map((v) => [v.regularPrice, v.imageId])).toEqual([
      [1000, null],
      [1000, 7],
    ]);
  });

  it("names every field typed wrong", () => {
    const state = variable();
    state.variations[0]!.regularPrice = "";
    const { fields } = draftOf({ ...state, regularPrice: "12.345", stockQuantity: "-2", saleEndsAt: "soon" });
    expect(Object.keys(fields).sort()).toEqual(["regularPrice", "saleEndsAt", "stockQuantity", "variations.0.regularPrice"]);
  });

  it("reads a stored product back as the same form", () => {
    const state = { ...variable(), version: "3", slug: "tee" };
    const { draft } = draftOf(state);
    expect(draft.images).toEqual([
      { id: 7, alt: "front" },
      { id: 8, alt: "back" },
      { id: 9, alt: "side" },
    ]);
    expect(editorStateOf({ ...emptyProduct(), regularPrice: 1250, scheduledSalePrice: 900, saleStartsAt: "2026-07-01T10:00:00.000Z" })).toMatchObject({
      regularPrice: "12.50",
      salePrice: "9.00",
      saleStartsAt: "2026-07-01T10:00",
    });
  });
});

function emptyProduct() {
  return {
    id: 1,
    version: 1,
    type: "simple" as const,
    name: "x",
    slug: "x",
    shortDescription: "",
    description: "",
    status: "draft",
    featured: false,
    regularPrice: null,
    salePrice: null,
    scheduledSalePrice: null,
    saleStartsAt: null,
    saleEndsAt: null,
    sku: null,
    manageStock: false,
    stockQuantity: null,
    stockStatus: "instock",
    taxClass: "standard",
    soldIndividually: false,
    virtual: false,
    minQuantity: 1,
    maxQuantity: null,
    weightGrams: null,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    categoryIds: [],
    tags: [],
    attributes: [],
    variations: [],
    images: [],
    mainImageId: null,
    children: [],
    upsellIds: [],
    crossSellIds: [],
    pageSettings: {},
    updatedAt: "",
  };
}

describe("linked products", () => {
  it("reads upsells and cross-sells from the form, in the order chosen, and back", () => {
    const values: Record<string, string[]> = { type: ["simple"], name: ["Lamp"], regularPrice: ["10"], upsellIds: ["12", "5"], crossSellIds: ["7"] };
    const state = readEditorState((name) => values[name] ?? [], Object.keys(values));
    expect(state).toMatchObject({ upsellIds: ["12", "5"], crossSellIds: ["7"] });
    const { draft } = draftOf(state);
    expect(draft).toMatchObject({ upsellIds: [12, 5], crossSellIds: [7] });
    expect(editorStateOf({ ...emptyProduct(), upsellIds: [3], crossSellIds: [4, 9] })).toMatchObject({ upsellIds: ["3"], crossSellIds: ["4", "9"] });
  });
});
