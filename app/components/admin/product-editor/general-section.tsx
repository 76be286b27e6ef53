import { useState } from "react";
import { slugify } from "../../../../domain/slug.ts";
import { Field } from "../field.tsx";
import { RichTextField } from "../rich-text/rich-text-field.tsx";
import type { SectionProps } from "./product-editor.tsx";

/** Name, address and descriptions, the descriptions as rich text (see RichTextField). */
export function GeneralSection({ state, problem }: SectionProps) {
  // Uncontrolled fields: what is typed before the page's JavaScript runs stays; state only feeds the hints.
  const [name, setName] = useState(state.name);
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Product</legend>
      <Field label="Name" name="name" problem={problem}>
        {(p) => <input {...p} defaultValue={state.name} maxLength={200} required onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Address (slug)" name="slug" problem={problem} hint="Made from the name when left empty; lower-case letters, digits and hyphens.">
        {(p) => <input {...p} defaultValue={state.slug} placeholder={slugify(name)} maxLength={120} />}
      </Field>
      <RichTextField label="Short description" name="shortDescription" initial={state.shortDescription} problem={problem} rows={4} />
      <RichTextField label="Description" name="description" initial={state.description} problem={problem} rows={10} />
    </fieldset>
  );
}
