import { Link } from "react-router";
import { tagArchivePath } from "../../../domain/catalog/archive-paths.ts";
import type { ProductDetail } from "../../../domain/catalog/types.ts";

type Dimensions = ProductDetail["dimensionsMm"];

export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${Math.round(grams / 100) / 10} kg` : `${grams} g`;
}

export function formatDimensions(d: NonNullable<Dimensions>): string {
  const cm = (mm: number) => String(Math.round(mm) / 10);
  return `${cm(d.length)} × ${cm(d.width)} × ${cm(d.height)} cm`;
}

type ProductFactsProps = {
  sku: string | null;
  weightGrams: number | null;
  dimensionsMm: Dimensions;
  categories: ProductDetail["categories"];
  tags?: ProductDetail["tags"];
};

/** SKU, weight, dimensions, categories and tags (each linking to its archive); the first three follow the chosen variation. */
export function ProductFacts({ sku, weightGrams, dimensionsMm, categories, tags = [] }: ProductFactsProps) {
  return (
    <dl className="product__meta">
      {sku && (
        <div>
          <dt>SKU</dt>
          <dd className="product__sku">{sku}</dd>
        </div>
      )}
      {weightGrams !== null && (
        <div>
          <dt>Weight</dt>
          <dd className="product__weight">{formatWeight(weightGrams)}</dd>
        </div>
      )}
      {dimensionsMm && (
        <div>
          <dt>Dimensions</dt>
          <dd className="product__dimensions">{formatDimensions(dimensionsMm)}</dd>
        </div>
      )}
      {categories.length > 0 && (
        <div>
          <dt>{categories.length === 1 ? "Category" : "Categories"}</dt>
          <dd>
            {categories.map((category, index) => (
              <span key={category.slug}>
                {index > 0 && ", "}
                <Link to={`/category/${category.slug}`}>{category.name}</Link>
              </span>
            ))}
          </dd>
        </div>
      )}
      {tags.length > 0 && (
        <div>
          <dt>{tags.length === 1 ? "Tag" : "Tags"}</dt>
          <dd className="product__tags">
            {tags.map((tag, index) => (
              <span key={tag.slug}>
                {index > 0 && ", "}
                <Link to={tagArchivePath(tag.slug)} rel="tag">
                  {tag.name}
                </Link>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
