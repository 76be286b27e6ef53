import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

type Category = EditorVocabulary["categories"][number];

/** Categories as a tree of checkboxes, and tags as a comma-separated list (new ones are created). */
export function TaxonomySection({ state, problem, categories }: SectionProps & { categories: Category[] }) {
  const chosen = new Set(state.categoryIds);
  const branch = (parentId: number | null, depth: number) => {
    const children = categories.filter((c) => c.parentId === parentId);
    if (children.length === 0 || depth > 6) return null;
    return (
      <ul className="product-editor__tree">
        {children.map((category) => (
          <li key={category.id}>
            <label className="product-editor__check">
              <input type="checkbox" name="categoryIds" value={category.id} defaultChecked={chosen.has(String(category.id))} /> {category.name}
            </label>
            {branch(category.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };
  const error = problem?.fields.categoryIds;
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Categories and tags</legend>
      <fieldset className="product-editor__group" aria-describedby={error ? "categories-error" : undefined}>
        <legend>Categories</legend>
        {branch(null, 0)}
        {error && (
          <p id="categories-error" className="admin-field__error">
            {error}
          </p>
        )}
      </fieldset>
      <Field label="Tags" name="tags" problem={problem} hint="Separate tags with commas; new tags are created.">
        {(p) => <input {...p} defaultValue={state.tags} maxLength={2000} />}
      </Field>
    </fieldset>
  );
}
