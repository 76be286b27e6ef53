/**
 * The audit log in a merchant's words: the record an entry is about by its name ("Brass Pen",
 * "Order #1042"), each changed field by its label ("Regular price"), and money as money ("€12.50"),
 * never a bare id, a column name or cents.
 */
import { formatMoney } from "../money.ts";
import { amountLabelOf } from "./coupon-amounts.ts";
import { changeText } from "./audit-view.ts";
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

/** A changed value as text in the merchant's terms: money formatted, an order's status by its label, the rest as the log has it. */
export function auditValueText(
  entity: string,
  field: string,
  value: unknown,
  options: { currency: string; couponType?: AuditRecordFacts["couponType"] | undefined; max?: number },
): string {
  const money = (minor: number) => formatMoney(minor, options.currency);
  if (typeof value === "number" && Number.isSafeInteger(value)) {
    if (entity === "coupon" && field === "amount" && options.couponType) return amountLabelOf(options.couponType, value, money);
    if (MONEY_FIELDS.has(field)) return money(value);
  }
  if (field === "status" && entity === "order" && isOrderStatus(value)) return adminStatusLabel(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return changeText(value, options.max);
}
