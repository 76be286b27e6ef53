import type { ListingQuery } from "../../domain/catalog/types.ts";
import { pageHref } from "./listing-links.ts";

/** `<link rel="prev|next">` for a listing page, so crawlers follow the pages as one series. */
export function paginationLinkTags(path: string, query: ListingQuery, pageCount: number) {
  const tags: { tagName: "link"; rel: string; href: string }[] = [];
  if (query.page > 1) tags.push({ tagName: "link", rel: "prev", href: pageHref(path, query, query.page - 1) });
  if (query.page < pageCount) tags.push({ tagName: "link", rel: "next", href: pageHref(path, query, query.page + 1) });
  return tags;
}

/** "Shop — Vitrine", "Shop — page 2 — Vitrine". */
export function listingTitle(name: string, page: number): string {
  return page > 1 ? `${name} — page ${page} — Vitrine` : `${name} — Vitrine`;
}
