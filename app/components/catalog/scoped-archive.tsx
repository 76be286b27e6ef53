import type { ListingData } from "../../lib/listing.server.ts";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { EmptyListing } from "./empty-listing.tsx";
import { ProductArchive } from "./product-archive.tsx";

/** "Colour: Sage" for a term, "Organic" for a tag. */
export function archiveName(archive: ListingData["archive"]): string {
  if (!archive) return "";
  return archive.attributeName ? `${archive.attributeName}: ${archive.name}` : archive.name;
}

/** A tag's or an attribute term's archive: the shop's layout, sorting, filters and paging, under its own heading. */
export function ScopedArchive({ data }: { data: ListingData }) {
  const { path, query, listing, categories, notices, archive } = data;
  const name = archiveName(archive);
  const intro = archive?.kind === "tag" ? `Products tagged “${archive.name}”.` : `Products available in ${archive?.name ?? ""}.`;
  return (
    <ProductArchive
      path={path}
      notices={notices}
      query={query}
      listing={listing}
      categories={categories}
      currentCategory={undefined}
      header={
        <>
          <Breadcrumbs current={name} />
          <h1>{query.q ? `Results for “${query.q}” in ${name}` : name}</h1>
          <p className="archive__intro muted">{intro}</p>
        </>
      }
      empty={<EmptyListing path={path} query={query} />}
    />
  );
}
