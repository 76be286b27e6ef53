import { useRef } from "react";
import { Form, Link } from "react-router";
import { SWATCH_TYPE_LABELS, SWATCH_TYPES, type SwatchType } from "../../../../domain/admin/taxonomy-labels.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";

export type AttributeSummary = { id: number; name: string; slug: string; swatchType: SwatchType };
export type TermRow = { id: number; name: string; slug: string; color: string | null; position: number; productCount: number };

/** The attribute's own settings: name, slug and how the product page shows its choices. */
export function AttributeForm({ attribute, problem }: { attribute: AttributeSummary; problem: AdminProblem | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  return (
    <section className="admin-card" aria-labelledby="attribute-settings-title">
      <h2 id="attribute-settings-title">Attribute settings</h2>
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="intent" value="update-attribute" />
        <Field label="Attribute name" name="name" problem={problem}>
          {(props) => <input type="text" required maxLength={80} defaultValue={attribute.name} {...props} />}
        </Field>
        <Field label="Attribute slug" name="slug" problem={problem} hint="Kept while variations use it.">
          {(props) => <input type="text" maxLength={80} defaultValue={attribute.slug} {...props} />}
        </Field>
        <Field label="Swatch type" name="swatchType" problem={problem}>
          {(props) => (
            <select defaultValue={attribute.swatchType} {...props}>
              {SWATCH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SWATCH_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Save attribute</button>
      </Form>
    </section>
  );
}

/** Adds a term, or edits the one chosen; colour swatches take a colour. */
export function TermForm({ editing, swatchType, problem }: { editing: TermRow | null; swatchType: SwatchType; problem: AdminProblem | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  return (
    <section className="admin-card" aria-labelledby="term-form-title">
      <h2 id="term-form-title">{editing ? `Edit “${editing.name}”` : "Add a term"}</h2>
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="intent" value={editing ? "update-term" : "create-term"} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="Term name" name="name" problem={problem}>
          {(props) => <input type="text" required maxLength={80} defaultValue={editing?.name ?? ""} {...props} />}
        </Field>
        <Field label="Term slug" name="slug" problem={problem} hint="Leave empty to make it from the name. Kept while variations use it.">
          {(props) => <input type="text" maxLength={80} defaultValue={editing?.slug ?? ""} {...props} />}
        </Field>
        <Field
          label="Colour"
          name="color"
          problem={problem}
          hint={`A hex colour (#rgb or #rrggbb) or a CSS colour name such as navy.${swatchType === "color" ? "" : " Used only when the swatch type is Colour."}`}
        >
          {(props) => <input type="text" maxLength={32} defaultValue={editing?.color ?? ""} placeholder="#1a2b3c" {...props} />}
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button--primary">
            {editing ? "Save term" : "Add term"}
          </button>
          {editing && (
            <Link to="?" preventScrollReset>
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
