import { Link } from "react-router";
import { keepDataAfterAdd } from "../lib/cart-notice.ts";
import { ProductArchive } from "../components/catalog/product-archive.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { SearchForm } from "../components/shell/search-form.tsx";
import type { CategoryNode } from "../../domain/catalog/types.ts";
import { loadListing } from "../lib/listing.server.ts";
import { listingTitle, paginationLinkTags } from "../lib/listing-meta.ts";
import type { Route } from "./+types/search";
import { sharedPageHeaders } from "../lib/shared-page-cache.ts";

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return [{ title: "Search — Vitrine" }];
  if (!data.results) return [{ title: "Search — Vitrine" }];
  const { query, listing, path } = data.results;
  return [
    { title: listingTitle(`Search results for “${query.q}”`, query.page) },
    { name: "robots", content: "noindex" },
    ...paginationLinkTags(path, query, listing.pageCount),
  ];
}

export const headers = sharedPageHeaders;

/** A card's add to cart answers the cart: the listing is not read again after it. */
export const shouldRevalidate = keepDataAfterAdd;

export async function loader({ request, context }: Route.LoaderArgs) {
  const terms = new URL(request.url).searchParams.get("q")?.trim();
  if (!terms) return { results: null, categories: await context.services.catalog.listCategories() };
  const results = await loadListing(request, context.services, { path: "/search" });
  return { results, categories: results.categories };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { results, categories } = loaderData;
  if (!results?.query.q) {
    return (
      <div className="container search-start">
        <h1>Search the shop</h1>
        <SearchForm label="Search for" visibleLabel className="search-page__form" />
        <SearchSuggestions categories={categories} />
      </div>
    );
  }
  const { path, query, listing, notices, searchCounts } = results;
  return (
    <ProductArchive
      path={path}
      notices={notices}
      searchCounts={searchCounts}
      query={query}
      listing={listing}
      categories={categories}
      currentCategory={undefined}
      header={
        <>
          <h1>Search results for “{query.q}”</h1>
          <SearchForm label="Search for" visibleLabel defaultValue={query.q} className="search-page__form" />
        </>
      }
      empty={
        <div className="empty-state">
          <h2>No products matched “{query.q}”</h2>
          <SearchSuggestions categories={categories} />
        </div>
      }
    />
  );
}

function SearchSuggestions({ categories }: { categories: CategoryNode[] }) {
  const topLevel = categories.filter((c) => c.parentId === null);
  return (
    <div className="search-suggestions">
      <p>Some ideas:</p>
      <ul>
        <li>Check the spelling, or use fewer or more general words.</li>
        <li>Search for a product code (SKU) if you have one.</li>
        <li>
          Browse <Link to="/shop">all products</Link>
          {topLevel.length > 0 && " or a category:"}
        </li>
      </ul>
      {topLevel.length > 0 && (
        <ul role="list" className="chip-list">
          {topLevel.map((category) => (
            <li key={category.slug}>
              <Link to={`/category/${category.slug}`} className="chip">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
