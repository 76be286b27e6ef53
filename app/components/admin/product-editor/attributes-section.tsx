import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import type { SectionProps } from "./product-editor.tsx";

const SWATCH_LABELS: Record<string, string> = { color: "colour swatches", image: "image swatches", label: "label swatches", select: "a drop-down" };

/**
 * The attributes the product offers: for each of the shop's attributes (made on the attributes screen),
 * the terms ticked and whether they make variations. An attribute with no term ticked is not used.
 */
export function AttributesSection({ state, problem, attributes }: SectionProps & { attributes: EditorVocabulary["attributes"] }) {
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Attributes</legend>
      {attributes.length === 0 && <p className="product-editor__muted">The shop has no attributes yet.</p>}
      {attributes.map((attribute, i) => {
        const chosen = state.attributes.find((a) => a.attributeId === String(attribute.id));
        const terms = new Set(chosen?.termIds ?? []);
        const error = problem?.fields[`attributes.${i}.termIds`];
        return (
          <fieldset key={attribute.id} className="product-editor__group product-editor__attribute">
            <legend>
              {attribute.name} <span className="product-editor__muted">(shown as {SWATCH_LABELS[attribute.swatchType] ?? attribute.swatchType})</span>
            </legend>
            <input type="hidden" name={`attributes.${i}.attributeId`} value={attribute.id} />
            <div className="product-editor__terms">
              {attribute.terms.map((term) => (
                <label key={term.id} className="product-editor__check">
                  <input type="checkbox" name={`attributes.${i}.termIds`} value={term.id} defaultChecked={terms.has(String(term.id))} />
                  {term.color && <span className="product-editor__swatch" style={{ background: term.color }} aria-hidden="true" />}
                  {term.name}
                </label>
              ))}
            </div>
            {state.type === "variable" && (
              <label className="product-editor__check">
                <input type="checkbox" name={`attributes.${i}.usedForVariations`} defaultChecked={chosen?.usedForVariations ?? false} /> Used for variations (
                {attribute.name})
              </label>
            )}
            {error && <p className="admin-field__error">{error}</p>}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
