import type { CouponType } from "../../../domain/cart/coupons.ts";
import type { CouponStatus } from "../../../domain/admin/coupon-status.ts";

export const COUPON_SORTS = ["code", "amount", "usage", "expires", "created"] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const COUPONS_PER_PAGE = 25;

export type CouponListQuery = {
  q?: string | undefined;
  status?: CouponStatus | undefined;
  type?: CouponType | undefined;
  sort?: CouponSort | undefined;
  dir?: "asc" | "desc" | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
};

export type CouponSummary = {
  id: number;
  code: string;
  type: CouponType;
  amount: number;
  usageCount: number;
  usageLimit: number | null;
  expiresAt: Date | null;
  status: CouponStatus;
  /** Addresses or `*` patterns allowed to use it; empty: everyone. */
  allowedEmails: string[];
};

export type CouponList = { coupons: CouponSummary[]; total: number; page: number; pageCount: number };

/** A product or category a coupon names, with its name for the editor's pickers. */
export type NamedTarget = { id: number; name: string };

/** Everything the editor shows, in stored units, with the names of the products and categories it names. */
export type CouponDetail = CouponSummary & {
  usageLimitPerCustomer: number | null;
  minimumSpend: number | null;
  maximumSpend: number | null;
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  individualUse: boolean;
  freeShipping: boolean;
  excludeSaleItems: boolean;
  createdAt: Date;
  version: number;
  names: { products: NamedTarget[]; categories: NamedTarget[] };
};

/** One order that used the coupon. */
export type CouponUse = {
  orderId: number;
  number: string;
  placedAt: Date;
  email: string;
  customerName: string;
  discount: number;
  currency: string;
};
