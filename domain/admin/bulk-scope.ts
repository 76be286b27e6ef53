import type { ProductListFilter } from "./product-list.ts";

/** How a job names what it was applied to: "3 ticked products", or the filters it matched. */
export function describeTarget(target: { ids: readonly number[] } | { filter: ProductListFilter }): string {
  if ("ids" in target) return `${target.ids.length} ticked product${target.ids.length === 1 ? "" : "s"}`;
  const parts = Object.entries(target.filter)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => (key === "q" ? `matching “${String(value)}”` : `${key} ${String(value)}`));
  return parts.length ? `every product ${parts.join(", ")}` : "every product not in the trash";
}
