/**
 * The audit log in a merchant's words: the record an entry is about by its name ("Brass Pen",
 * "Order #1042"), each changed field by its label ("Regular price"), and money as money ("€12.50"),
 * never a bare id, a column name or cents.
 */
import { formatMoney } from "../money.ts";
import { amountLabelOf } from "./coupon-amounts.ts";
import { changeText } from "./audit-view.ts";
import { fieldFormat, fieldLabel, percentText } from "./settings-fields.ts";
import { ADMIN_ORDER_STATUSES, adminStatusLabel, type AdminOrderStatus } from "./order-transitions.ts";

/** What the reader found about a record: its name (null when it is gone) and, for a coupon, its type. */
export type AuditRecordFacts = { name: string | null; couponType?: "percent" | "fixed_cart" | "fixed_product" };

const ENTITY_WORDS: Readonly<Record<string, string>> = {
  product: "Product",
  order: "Order",
  coupon: "Coupon",
  customer: "Customer",
  category: "Category",
  attribute: "Attribute",
  term: "Attribute value",
  review: "Review",
  settings: "Settings",
  menu: "Menu",
  job: "Job",
};

/** The record's name as the log shows it: an order by its number, a coupon by its code, a product by its name. */
export function auditRecordName(
  entity: string,
  entityId: string,
  facts: AuditRecordFacts | undefined,
  changes: Record<string, { before: unknown; after: unknown }>,
): string {
  const word = ENTITY_WORDS[entity] ?? entity.charAt(0).toUpperCase() + entity.slice(1);
  // A deleted record keeps its name in the entry that created or removed it.
  const remembered = [changes.name?.after, changes.name?.before, changes.code?.after, changes.code?.before].find(
    (value) => typeof value === "string" && value !== "",
  );
  const name = facts?.name ?? (remembered as string | undefined) ?? null;
  if (entity === "order") return `Order #${name ?? entityId}`;
  if (entity === "coupon") return name ? `Coupon ${name}` : `Coupon #${entityId}`;
  if (name) return name;
  return `${word} #${entityId}`;
}

/** Field names that hold money in minor units, wherever they are recorded. */
const MONEY_FIELDS = new Set([
  "regularPrice",
  "salePrice",
  "scheduledSalePrice",
  "total",
  "subtotal",
  "refundedTotal",
  "discountTotal",
  "shippingTotal",
  "taxTotal",
  "minimumSpend",
  "maximumSpend",
  "cost",
  "minAmount",
  "amountMinor",
  "minimumPayoutMinor",
  // A coupon's own amount is a percentage or money by its type (auditValueText); anywhere else it is money.
  "amount",
]);

/** Labels where a field's own name is not the word a merchant uses. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  sku: "SKU",
  stockQuantity: "Stock",
  stockStatus: "Stock status",
  manageStock: "Track stock",
  weightGrams: "Weight (g)",
  lengthMm: "Length (mm)",
  widthMm: "Width (mm)",
  heightMm: "Height (mm)",
  categoryIds: "Categories",
  imageId: "Picture",
  refundedTotal: "Refunded",
  minQuantity: "Minimum quantity",
  maxQuantity: "Maximum quantity",
  parentId: "Parent category",
  attributeId: "Attribute",
  swatchType: "Swatch type",
  minimumPayoutMinor: "Minimum payout",
  amountMinor: "Fixed amount",
  deactivatedAt: "Deactivated",
};

/** "regularPrice" → "Regular price"; "sku" → "SKU". */
export function auditFieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field]!;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isOrderStatus = (value: unknown): value is AdminOrderStatus => typeof value === "string" && (ADMIN_ORDER_STATUSES as readonly string[]).includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

type ValueOptions = { currency: string; couponType?: AuditRecordFacts["couponType"] | undefined; max?: number };

/**
 * A changed value as text in the merchant's terms: money formatted, an order's status by its label, the
 * rest as the log has it. A value made of parts (a shipping zone with its methods, an address, a
 * commission rate, a list of tier shares) reads part by part, each by its label and in the same terms
 * ("Cost: €4.95"), never as JSON.
 */
export function auditValueText(entity: string, field: string, value: unknown, options: ValueOptions): string {
  // A list of texts (a menu's lines) reads as the log always wrote it: joined by "; ".
  const parts = isRecord(value) || (Array.isArray(value) && (value.length === 0 || !isTextList(value)));
  const text = parts ? partsText(entity, field, field, value, options, false) : leafText(entity, field, field, value, options);
  return changeText(text, options.max);
}

/** A single value: `key` is its own name, `path` where it sits in the field's value ("zones.0.methods.1.cost"). */
function leafText(entity: string, key: string, path: string, value: unknown, options: ValueOptions): string {
  if (typeof value === "number" && Number.isSafeInteger(value)) {
    if (entity === "coupon" && path === "amount")
      return options.couponType ? amountLabelOf(options.couponType, value, (minor) => formatMoney(minor, options.currency)) : String(value);
    const format = entity === "settings" ? fieldFormat(path) : null;
    if (MONEY_FIELDS.has(key) || format === "money") return formatMoney(value, options.currency);
    if (format === "percent" || format === "fine-percent") return `${percentText(value, format)} %`;
  }
  if (key === "status" && entity === "order" && isOrderStatus(value)) return adminStatusLabel(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return changeText(value);
}

/**
 * A value made of parts: an object as "Label: value" pairs, a list as its items; each part formatted as a
 * field of its name would be. Inside another value, an object is put in brackets so its parts stay together.
 */
function partsText(entity: string, key: string, path: string, value: unknown, options: ValueOptions, inner: boolean): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    // A list of tier shares (basis points) reads as percentages.
    const listFormat = entity === "settings" && fieldFormat(path) === "percent-list";
    const items = value.map((item, index) =>
      listFormat && typeof item === "number" ? `${percentText(item, "percent")} %` : partText(entity, key, `${path}.${index}`, item, options),
    );
    return items.join(value.some((item) => isRecord(item) || Array.isArray(item)) ? "; " : ", ");
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, part]) => part !== undefined);
  if (entries.length === 0) return "—";
  const text = entries.map(([name, part]) => `${nestedLabel(name)}: ${partText(entity, name, `${path}.${name}`, part, options)}`).join(", ");
  return inner ? `(${text})` : text;
}

function partText(entity: string, key: string, path: string, value: unknown, options: ValueOptions): string {
  return isRecord(value) || Array.isArray(value) ? partsText(entity, key, path, value, options, true) : leafText(entity, key, path, value, options);
}

/** A part's label: the settings forms' word for it where they have one ("Offered from an order of"), else the log's. */
function nestedLabel(name: string): string {
  // A map's key that is a code (a country's "IE") stays as it is.
  if (/^[A-Z0-9]{2,}$/.test(name)) return name;
  return fieldLabel(name) ?? auditFieldLabel(name);
}
