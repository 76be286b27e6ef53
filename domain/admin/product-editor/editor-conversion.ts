/**
 * Between the form (EditorState: text as typed) and the save (ProductInput's shape: minor units, numbers,
 * ISO dates). Typing mistakes are found here, named by the form field they belong to; the schema and the
 * service check the rest.
 */
import type { EditorState } from "./editor-state.ts";
import { formatMoneyInput, parseMoneyInput } from "./money-input.ts";
import { saleRequestOf } from "./sale-schedule.ts";

/** A product as the editor reads it (the service's answer and the JSON API's GET). */
export type EditorProduct = {
  id: number;
  version: number;
  type: EditorState["type"];
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  status: string;
  featured: boolean;
  regularPrice: number | null;
  salePrice: number | null;
  scheduledSalePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  sku: string | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: string;
  taxClass: string;
  soldIndividually: boolean;
  virtual: boolean;
  minQuantity: number;
  maxQuantity: number | null;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  categoryIds: number[];
  tags: string[];
  attributes: { attributeId: number; termIds: number[]; usedForVariations: boolean }[];
  variations: {
    id: number;
    attributes: Record<string, string>;
    regularPrice: number;
    salePrice: number | null;
    sku: string | null;
    stockQuantity: number | null;
    stockStatus: string;
    enabled: boolean;
    imageId: number | null;
  }[];
  images: { id: number; key: string; alt: string; width: number; height: number }[];
  mainImageId: number | null;
  children: number[];
  upsellIds: number[];
  crossSellIds: number[];
  pageSettings: { gallery?: { zoom?: boolean; lightbox?: boolean; thumbnailOrientation?: string }; ratingsRequired?: boolean };
  updatedAt: string;
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const tri = (value: boolean | undefined) => (value === undefined ? "" : value ? "on" : "off");
/** datetime-local shows minutes in UTC (the label says so): "2026-07-01T10:00". */
export const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

export function editorStateOf(product: EditorProduct): EditorState {
  const sale = saleRequestOf({
    salePrice: product.salePrice,
    scheduledSalePrice: product.scheduledSalePrice,
    saleStartsAt: product.saleStartsAt ? new Date(product.saleStartsAt) : null,
    saleEndsAt: product.saleEndsAt ? new Date(product.saleEndsAt) : null,
  });
  return {
    type: product.type,
    version: String(product.version),
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription,
    description: product.description,
    status: product.status,
    featured: product.featured,
    regularPrice: formatMoneyInput(product.regularPrice),
    salePrice: formatMoneyInput(sale.price),
    saleStartsAt: toLocalInput(product.saleStartsAt),
    saleEndsAt: toLocalInput(product.saleEndsAt),
    sku: product.sku ?? "",
    manageStock: product.manageStock,
    stockQuantity: text(product.stockQuantity),
    stockStatus: product.stockStatus,
    taxClass: product.taxClass,
    soldIndividually: product.soldIndividually,
    virtual: product.virtual,
    minQuantity: String(product.minQuantity),
    maxQuantity: text(product.maxQuantity),
    weightGrams: text(product.weightGrams),
    lengthMm: text(product.lengthMm),
    widthMm: text(product.widthMm),
    heightMm: text(product.heightMm),
    categoryIds: product.categoryIds.map(String),
    tags: product.tags.join(", "),
    attributes: product.attributes.map((a) => ({ attributeId: String(a.attributeId), termIds: a.termIds.map(String), usedForVariations: a.usedForVariations })),
    variations: product.variations.map((v) => ({
      id: String(v.id),
      attributes: v.attributes,
      regularPrice: formatMoneyInput(v.regularPrice),
      salePrice: formatMoneyInput(v.salePrice),
      sku: v.sku ?? "",
      stockQuantity: text(v.stockQuantity),
      stockStatus: v.stockStatus,
      enabled: v.enabled,
      imageId: text(v.imageId),
      selected: false,
    })),
    images: product.images.map((image) => ({ id: String(image.id), alt: image.alt })),
    mainImageId: text(product.mainImageId),
    children: product.children.map(String),
    upsellIds: product.upsellIds.map(String),
    crossSellIds: product.crossSellIds.map(String),
    page: {
      galleryZoom: tri(product.pageSettings.gallery?.zoom),
      galleryLightbox: tri(product.pageSettings.gallery?.lightbox),
      thumbnailOrientation: product.pageSettings.gallery?.thumbnailOrientation ?? "",
      ratingsRequired: tri(product.pageSettings.ratingsRequired),
    },
    bulkPrice: "",
    bulkStock: "",
  };
}

/** A form for a new product of a type: empty, a draft. */
export function newEditorState(type: EditorState["type"]): EditorState {
  return editorStateOf({
    id: 0,
    version: 0,
    type,
    name: "",
    slug: "",
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
  });
}

const WHOLE_NUMBER = /^\d{1,9}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The save's raw input (for the schema) and the typing mistakes found on the way, by field name. */
export function draftOf(state: EditorState): { draft: Record<string, unknown>; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const money = (name: string, value: string) => {
    const parsed = parseMoneyInput(value);
    if (parsed.ok) return parsed.minor;
    fields[name] ??= parsed.message;
    return null;
  };
  const requiredMoney = (name: string, value: string) => {
    if (value.trim() === "") fields[name] ??= "Give the variation a price.";
    return money(name, value) ?? 0;
  };
  const whole = (name: string, value: string): number | null => {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    if (WHOLE_NUMBER.test(trimmed)) return Number(trimmed);
    fields[name] ??= "Type a whole number (0 or more).";
    return null;
  };
  const date = (name: string, value: string) => {
    if (value.trim() === "") return null;
    if (LOCAL_DATE_TIME.test(value.trim()) && !Number.isNaN(Date.parse(`${value.trim()}Z`))) return new Date(`${value.trim()}Z`).toISOString();
    fields[name] ??= "Choose a date and time.";
    return null;
  };
  const ids = (values: string[]) => values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  const idOrNull = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);
  const flag = (value: string) => (value === "on" ? true : value === "off" ? false : undefined);
  const zoom = flag(state.page.galleryZoom);
  const lightbox = flag(state.page.galleryLightbox);
  const gallery = {
    ...(zoom === undefined ? {} : { zoom }),
    ...(lightbox === undefined ? {} : { lightbox }),
    ...(state.page.thumbnailOrientation ? { thumbnailOrientation: state.page.thumbnailOrientation } : {}),
  };
  const ratingsRequired = flag(state.page.ratingsRequired);
  const draft: Record<string, unknown> = {
    type: state.type,
    name: state.name,
    slug: state.slug,
    shortDescription: state.shortDescription,
    description: state.description,
    status: state.status || "draft",
    featured: state.featured,
    regularPrice: money("regularPrice", state.regularPrice),
    salePrice: money("salePrice", state.salePrice),
    saleStartsAt: date("saleStartsAt", state.saleStartsAt),
    saleEndsAt: date("saleEndsAt", state.saleEndsAt),
    sku: state.sku.trim() || null,
    manageStock: state.manageStock,
    stockQuantity: whole("stockQuantity", state.stockQuantity),
    stockStatus: state.stockStatus || "instock",
    taxClass: state.taxClass || "standard",
    soldIndividually: state.soldIndividually,
    virtual: state.virtual,
    minQuantity: whole("minQuantity", state.minQuantity) ?? 1,
    maxQuantity: whole("maxQuantity", state.maxQuantity),
    weightGrams: whole("weightGrams", state.weightGrams),
    lengthMm: whole("lengthMm", state.lengthMm),
    widthMm: whole("widthMm", state.widthMm),
    heightMm: whole("heightMm", state.heightMm),
    categoryIds: ids(state.categoryIds),
    tags: state.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    attributes: state.attributes
      .filter((a) => a.termIds.length > 0)
      .map((a) => ({ attributeId: Number(a.attributeId), termIds: ids(a.termIds), usedForVariations: a.usedForVariations })),
    variations: state.variations.map((v, i) => {
      const p = `variations.${i}.`;
      return {
        id: idOrNull(v.id),
        attributes: v.attributes,
        regularPrice: requiredMoney(`${p}regularPrice`, v.regularPrice),
        salePrice: money(`${p}salePrice`, v.salePrice),
        sku: v.sku.trim() || null,
        stockQuantity: whole(`${p}stockQuantity`, v.stockQuantity),
        stockStatus: v.stockStatus || "instock",
        enabled: v.enabled,
        imageId: idOrNull(v.imageId),
      };
    }),
    images: state.images.map((image) => ({ id: Number(image.id), alt: image.alt })),
    mainImageId: idOrNull(state.mainImageId),
    children: ids(state.children),
    upsellIds: ids(state.upsellIds),
    crossSellIds: ids(state.crossSellIds),
    pageSettings: { ...(Object.keys(gallery).length ? { gallery } : {}), ...(ratingsRequired === undefined ? {} : { ratingsRequired }) },
  };
  return { draft, fields };
}
