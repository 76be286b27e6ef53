import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

/** Status, featured, and the save button: on the side, where it stays in reach. */
export function PublishSection({ state, problem }: SectionProps) {
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Publish</legend>
      <Field label="Status" name="status" problem={problem}>
        {(p) => (
          <select {...p} defaultValue={state.status === "publish" ? "publish" : "draft"}>
            <option value="draft">Draft (hidden from the shop)</option>
            <option value="publish">Published</option>
          </select>
        )}
      </Field>
      <label className="product-editor__check">
        <input type="checkbox" name="featured" defaultChecked={state.featured} /> Featured
      </label>
    </fieldset>
  );
}

/** A grouped product's children: the products it shows together, each bought on its own. */
export function GroupedSection({ state, problem, candidates }: SectionProps & { candidates: EditorVocabulary["childCandidates"] }) {
  const chosen = new Set(state.children);
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Products in this group</legend>
      {problem?.fields.children && <p className="admin-field__error">{problem.fields.children}</p>}
      <ul className="product-editor__children">
        {candidates.map((product) => (
          <li key={product.id}>
            <label className="product-editor__check">
              <input type="checkbox" name="children" value={product.id} defaultChecked={chosen.has(String(product.id))} /> {product.name}
              {product.sku && <span className="product-editor__muted"> ({product.sku})</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const TRI_STATE = [
  ["", "Shop default"],
  ["on", "On"],
  ["off", "Off"],
] as const;

/** The product page's own settings over the shop's (productPageOverridesSchema): a few gallery and review choices. */
export function PageSection({ state, problem }: SectionProps) {
  const tri = (label: string, name: "galleryZoom" | "galleryLightbox" | "ratingsRequired") => (
    <Field label={label} name={`page.${name}`} problem={problem}>
      {(p) => (
        <select {...p} defaultValue={state.page[name]}>
          {TRI_STATE.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Product page</legend>
      {tri("Zoom on the pictures", "galleryZoom")}
      {tri("Lightbox", "galleryLightbox")}
      {tri("Reviews need a star rating", "ratingsRequired")}
      <Field label="Thumbnails" name="page.thumbnailOrientation" problem={problem}>
        {(p) => (
          <select {...p} defaultValue={state.page.thumbnailOrientation}>
            <option value="">Shop default</option>
            <option value="horizontal">Below the picture</option>
            <option value="vertical">Beside the picture</option>
          </select>
        )}
      </Field>
    </fieldset>
  );
}
