/**
 * The page types the storefront's paint targets hold for (issue: LCP and CLS on every page type). Cart and
 * checkout are measured with one item in the cart: their empty states are other, lighter pages.
 */
export type BenchPage = { name: string; path: string; withCart?: boolean };

export const PAGE_SET: readonly BenchPage[] = [
  { name: "home", path: "/" },
  { name: "archive", path: "/shop" },
  { name: "category", path: "/category/kitchen" },
  { name: "search", path: "/search?q=linen" },
  { name: "product, variable", path: "/product/everyday-crew-tee" },
  { name: "product, gallery slideshow", path: "/product/leather-weekender" },
  { name: "cart", path: "/cart", withCart: true },
  { name: "checkout", path: "/checkout", withCart: true },
];

/** The pages a run measures: the given paths (each its own name), or the whole set. */
export function pagesToMeasure(paths: readonly string[]): BenchPage[] {
  if (paths.length === 0) return [...PAGE_SET];
  return paths.map((path) => PAGE_SET.find((page) => page.path === path) ?? { name: path, path, withCart: path === "/cart" || path === "/checkout" });
}
