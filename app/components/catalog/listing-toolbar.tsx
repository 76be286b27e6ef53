import type { ListingQuery } from "../../../domain/catalog/types.ts";
import { resultCountText } from "../../lib/catalog-text.ts";
import { SortForm } from "./sort-form.tsx";

type ListingToolbarProps = { path: string; query: ListingQuery; total: number };

export function ListingToolbar({ path, query, total }: ListingToolbarProps) {
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {resultCountText(query.page, query.perPage, total)}
      </p>
      {total > 0 && <SortForm path={path} query={query} />}
    </div>
  );
}
