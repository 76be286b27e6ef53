import { useRef } from "react";
import { Form, Link } from "react-router";
import { isSelfOrDescendant } from "../../../../domain/admin/category-tree.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";

export type TreeCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  position: number;
  productCount: number;
  depth: number;
};

/** Adds a category, or edits the one chosen: name, slug (made from the name when empty), parent, description. */
export function CategoryForm({ categories, editing, problem }: { categories: TreeCategory[]; editing: TreeCategory | null; problem: AdminProblem | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  // A category can never go under itself or below itself: those parents are not offered.
  const parents = editing ? categories.filter((category) => !isSelfOrDescendant(categories, editing.id, category.id)) : categories;
  const title = editing ? `Edit “${editing.name}”` : "Add a category";
  return (
    <section className="admin-card" aria-labelledby="category-form-title">
      <h2 id="category-form-title">{title}</h2>
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="Name" name="name" problem={problem}>
          {(props) => <input type="text" required maxLength={80} defaultValue={editing?.name ?? ""} {...props} />}
        </Field>
        <Field label="Slug" name="slug" problem={problem} hint="Used in the category's address. Leave empty to make it from the name.">
          {(props) => <input type="text" maxLength={80} defaultValue={editing?.slug ?? ""} {...props} />}
        </Field>
        <Field label="Parent category" name="parentId" problem={problem}>
          {(props) => (
            <select defaultValue={editing?.parentId ?? ""} {...props}>
              <option value="">None (top level)</option>
              {parents.map((category) => (
                <option key={category.id} value={category.id}>
                  {"\u2014 ".repeat(category.depth)}
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description" name="description" problem={problem}>
          {(props) => <textarea maxLength={2000} rows={4} defaultValue={editing?.description ?? ""} {...props} />}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button--primary">
            {editing ? "Save category" : "Add category"}
          </button>
          {editing && <Link to="/admin/categories">Cancel</Link>}
        </div>
      </Form>
    </section>
  );
}
