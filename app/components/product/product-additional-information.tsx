import { Link } from "react-router";
import { termArchivePath } from "../../../domain/catalog/archive-paths.ts";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import { formatDimensions, formatWeight } from "./product-facts.tsx";

type Info = Pick<ProductDetail, "weightGrams" | "dimensionsMm" | "attributes">;

const visibleAttributes = (product: Info) => product.attributes.filter((a) => a.visible && a.terms.length > 0);

/** Whether the additional-information tab has anything to show. */
export function hasAdditionalInformation(product: Info): boolean {
  return product.weightGrams !== null || product.dimensionsMm !== null || visibleAttributes(product).length > 0;
}

/** Weight, dimensions and the visible attributes with their term names (each linking to its archive), as a two-column table. */
export function AdditionalInformation({ product }: { product: Info }) {
  return (
    <table className="product-attributes">
      <tbody>
        {product.weightGrams !== null && (
          <tr>
            <th scope="row">Weight</th>
            <td>{formatWeight(product.weightGrams)}</td>
          </tr>
        )}
        {product.dimensionsMm && (
          <tr>
            <th scope="row">Dimensions</th>
            <td>{formatDimensions(product.dimensionsMm)}</td>
          </tr>
        )}
        {visibleAttributes(product).map((attribute) => (
          <tr key={attribute.slug}>
            <th scope="row">{attribute.name}</th>
            <td>
              {attribute.terms.map((term, index) => (
                <span key={term.slug}>
                  {index > 0 && ", "}
                  <Link to={termArchivePath(attribute.slug, term.slug)}>{term.name}</Link>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
