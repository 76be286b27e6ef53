import type { AdminOrderStatus } from "./order-transitions.ts";
import type { RefundableLine } from "./refund-math.ts";

/** One order as the admin reads it: the row, its lines with what was refunded, history, notes and refunds. */
export type AdminOrderLine = RefundableLine & {
  productId: number | null;
  variationId: number | null;
  name: string;
  sku: string | null;
  attributes: { name: string; value: string }[];
  unitPrice: number;
  subtotal: number;
  discount: number;
  /** Units in stock now (of the variation or product holding the stock); null when stock is not managed. */
  stockQuantity: number | null;
};

export type AdminOrder = {
  id: number;
  number: string;
  /** The order's secret key: its customer-facing pages (received, pay) need it in their links. */
  key: string;
  status: AdminOrderStatus;
  version: number;
  createdAt: Date;
  customerId: number | null;
  customerName: string | null;
  email: string;
  billingAddress: Record<string, string>;
  shippingAddress: Record<string, string>;
  shippingMethod: string | null;
  shippingMethodTitle: string | null;
  paymentMethod: string | null;
  paymentMethodTitle: string | null;
  currency: string;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  /** The itemised tax, one row per rate (rate in millionths); absent or empty for orders placed before rows were kept. */
  taxRows?: { label: string; rate: number; amount: number }[];
  total: number;
  refundedTotal: number;
  pricesIncludeTax: boolean;
  customerNote: string;
  lines: AdminOrderLine[];
  history: { id: number; fromStatus: AdminOrderStatus | null; toStatus: AdminOrderStatus; note: string; createdAt: Date }[];
  notes: { id: number; body: string; toCustomer: boolean; author: string | null; createdAt: Date }[];
  refunds: { id: number; amount: number; reason: string; restock: boolean; by: string | null; createdAt: Date }[];
};

/** Rows of products the phone-order form offers; a bigger order is saved and edited again. */
export const DRAFT_ITEM_ROWS = 6;
