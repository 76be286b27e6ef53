import { useEffect, useRef, useState } from "react";
import { slugify } from "../../../../domain/slug.ts";
import { TextBlocks } from "../../product/text-blocks.tsx";
import { Field } from "../field.tsx";
import type { SectionProps } from "./product-editor.tsx";

const FORMATTING_HINT = "Plain text: a blank line starts a new paragraph. No HTML or Markdown; the shop shows exactly the preview.";

/** Name, address and descriptions, each description with a live preview of what the shop will show. */
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
      <DescriptionField label="Short description" name="shortDescription" initial={state.shortDescription} problem={problem} rows={3} />
      <DescriptionField label="Description" name="description" initial={state.description} problem={problem} rows={8} />
    </fieldset>
  );
}

function DescriptionField({
  label,
  name,
  initial,
  problem,
  rows,
}: {
  label: string;
  name: string;
  initial: string;
  problem: SectionProps["problem"];
  rows: number;
}) {
  const [text, setText] = useState(initial);
  const area = useRef<HTMLTextAreaElement>(null);
  // Text typed before the page's JavaScript ran is in the field but not yet in the preview.
  useEffect(() => {
    if (area.current) setText(area.current.value);
  }, []);
  return (
    <div className="product-editor__description">
      <Field label={label} name={name} problem={problem} hint={FORMATTING_HINT}>
        {(p) => <textarea {...p} ref={area} defaultValue={initial} rows={rows} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <section className="product-editor__preview" aria-label={`${label}: preview`}>
        <h3>Preview</h3>
        {text.trim() ? <TextBlocks text={text} /> : <p className="product-editor__muted">Nothing to show yet.</p>}
      </section>
    </div>
  );
}
