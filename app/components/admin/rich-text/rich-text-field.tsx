import { lazy, Suspense, useRef } from "react";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";

/** TipTap is loaded on demand: the admin page's first load does not wait for it, and no shop page pays for it. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

const TEXTAREA_HINT =
  "Without the editor: plain text, a blank line starting a new paragraph, or HTML with p, strong, em, h2–h4, ul, ol, li, a and blockquote. Anything else is removed when saved.";
const EDITOR_HINT = "Bold, italic, headings, lists, links and quotes; the shop shows the text as formatted here.";

/**
 * A rich-text field that works without JavaScript: the textarea is the form's field (its value is what
 * is posted, HTML or plain paragraphs); once the page runs, the editor takes its place on screen and
 * writes its HTML into it.
 */
export function RichTextField({
  label,
  name,
  initial,
  problem,
  rows,
}: {
  label: string;
  name: string;
  initial: string;
  problem: AdminProblem | null;
  rows: number;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const enhanced = useHydrated();
  return (
    <div className="rich-text-field">
      <Field label={label} name={name} problem={problem} hint={enhanced ? EDITOR_HINT : TEXTAREA_HINT}>
        {({ id, ...p }) => (
          <>
            {/* Enhanced, the textarea is hidden and unlabelled (the editor carries the label); it is still posted. */}
            <textarea {...p} id={enhanced ? undefined : id} ref={area} defaultValue={p.defaultValue ?? initial} rows={rows} hidden={enhanced} />
            {enhanced && (
              <Suspense fallback={<p className="product-editor__muted">Loading the editor…</p>}>
                <RichTextEditor field={area} initial={p.defaultValue ?? initial} label={label} describedBy={p["aria-describedby"]} />
              </Suspense>
            )}
          </>
        )}
      </Field>
    </div>
  );
}
