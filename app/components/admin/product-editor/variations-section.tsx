import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import { STOCK_STATUS_LABELS, STOCK_STATUSES } from "../../../../domain/admin/product-editor/product-input-constants.ts";
import type { SectionProps } from "./product-editor.tsx";

/**
 * The variations matrix: one row per variation with its own price, sale price, SKU, stock, picture and
 * whether it sells; "Generate every combination" saves and adds the missing rows; the bulk fields set the
 * price or stock of the ticked rows (all rows when none is ticked).
 */
export function VariationsSection({ state, problem, attributes }: SectionProps & { attributes: EditorVocabulary["attributes"] }) {
  const termName = (attribute: string, term: string) => {
    const found = attributes.find((a) => a.slug === attribute);
    if (term === "") return `Any ${found?.name ?? attribute}`;
    return found?.terms.find((t) => t.slug === term)?.name ?? term;
  };
  const error = (i: number, field: string) => problem?.fields[`variations.${i}.${field}`];
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Variations</legend>
      <p className="product-editor__muted">Tick the terms and “Used for variations” above, then generate the combinations; existing variations are kept.</p>
      <div className="product-editor__actions">
        <button type="submit" name="intent" value="generate" className="admin-button">
          Generate every combination
        </button>
      </div>
      {state.variations.length > 0 && (
        <>
          <div className="product-editor__row product-editor__bulk">
            <label>
              Bulk price (€) <input name="bulkPrice" inputMode="decimal" maxLength={14} />
            </label>
            <label>
              Bulk stock <input name="bulkStock" inputMode="numeric" maxLength={9} />
            </label>
            <button type="submit" name="intent" value="bulk" className="admin-button admin-button--secondary">
              Apply to selected (or all)
            </button>
          </div>
          <div className="product-editor__table-wrap">
            <table className="admin-table product-editor__variations">
              <caption className="visually-hidden">Variations</caption>
              <thead>
                <tr>
                  <th scope="col">Select</th>
                  <th scope="col">Variation</th>
                  <th scope="col">Price (€)</th>
                  <th scope="col">Sale (€)</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Status</th>
                  <th scope="col">Picture</th>
                  <th scope="col">Enabled</th>
                </tr>
              </thead>
              <tbody>
                {state.variations.map((v, i) => {
                  // In the attributes' own order: the stored map's key order is the database's, not the shop's.
                  const label = attributes.flatMap((a) => (a.slug in v.attributes ? [termName(a.slug, v.attributes[a.slug]!)] : [])).join(" / ");
                  const cell = (field: "regularPrice" | "salePrice" | "sku" | "stockQuantity", title: string, numeric: boolean) => (
                    <td>
                      <input
                        name={`variations.${i}.${field}`}
                        defaultValue={v[field]}
                        aria-label={`${title}, ${label}`}
                        inputMode={numeric ? "decimal" : "text"}
                        maxLength={64}
                        {...(error(i, field) ? { "aria-invalid": true, "aria-describedby": `variation-${i}-${field}-error` } : {})}
                      />
                      {error(i, field) && (
                        <p id={`variation-${i}-${field}-error`} className="admin-field__error">
                          {error(i, field)}
                        </p>
                      )}
                    </td>
                  );
                  return (
                    <tr key={`${v.id}-${i}`}>
                      <td>
                        <input type="checkbox" name={`variations.${i}.selected`} aria-label={`Select ${label}`} />
                        <input type="hidden" name={`variations.${i}.id`} value={v.id} />
                        {Object.entries(v.attributes).map(([a, t]) => (
                          <input key={a} type="hidden" name={`variations.${i}.attributes.${a}`} value={t} />
                        ))}
                      </td>
                      <th scope="row">
                        {label}
                        {error(i, "attributes") && <p className="admin-field__error">{error(i, "attributes")}</p>}
                      </th>
                      {cell("regularPrice", "Price", true)}
                      {cell("salePrice", "Sale price", true)}
                      {cell("sku", "SKU", false)}
                      {cell("stockQuantity", "Stock (empty: not counted)", true)}
                      <td>
                        <select name={`variations.${i}.stockStatus`} defaultValue={v.stockStatus} aria-label={`Stock status, ${label}`}>
                          {STOCK_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {STOCK_STATUS_LABELS[s]}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <select name={`variations.${i}.imageId`} defaultValue={v.imageId} aria-label={`Picture, ${label}`}>
                          <option value="">Product's main picture</option>
                          {state.images.map((image, n) => (
                            <option key={image.id} value={image.id}>
                              Picture {n + 1}
                              {image.alt ? `: ${image.alt}` : ""}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <input type="checkbox" name={`variations.${i}.enabled`} defaultChecked={v.enabled} aria-label={`Enabled, ${label}`} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </fieldset>
  );
}
