/** The editor's choices, shared by the browser's form and the server's schema (no zod here). */
export const PRODUCT_TYPES = ["simple", "variable", "grouped"] as const;
export const EDITOR_STATUSES = ["draft", "publish"] as const;
/** domain/tax/rates.ts TAX_CLASSES with the names the editor's select shows. */
export const TAX_CLASS_LABELS = { standard: "Standard rate", reduced: "Reduced rate", zero: "Zero rate" } as const;
export const STOCK_STATUSES = ["instock", "outofstock", "onbackorder"] as const;
export const STOCK_STATUS_LABELS: Record<(typeof STOCK_STATUSES)[number], string> = {
  instock: "In stock",
  outofstock: "Out of stock",
  onbackorder: "On backorder (sells while out of stock)",
};
