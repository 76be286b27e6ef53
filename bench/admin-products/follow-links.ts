import type { ProductListQuery } from "../../domain/admin/product-list.ts";
import type { AdminProductsService } from "../../server/services/admin-products/index.ts";
import type { Navigation } from "./cases.ts";

/** The query of the page the links lead to: Last, then Next and Previous as many times as asked. */
export async function followLinks(service: AdminProductsService, start: ProductListQuery, navigate: Navigation): Promise<ProductListQuery> {
  let query: ProductListQuery = navigate.last ? { ...start, before: "end" } : start;
  let page = await service.list(query);
  for (let i = 0; i < (navigate.next ?? 0) && page.next; i++) {
    query = { ...start, page: page.page + 1, after: page.next };
    page = await service.list(query);
  }
  for (let i = 0; i < (navigate.previous ?? 0) && page.previous; i++) {
    query = page.page <= 2 ? start : { ...start, page: page.page - 1, before: page.previous };
    page = await service.list(query);
  }
  return query;
}
