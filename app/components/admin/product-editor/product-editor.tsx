import { useRef } from "react";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { Form, Link } from "react-router";
import type { EditorState } from "../../../../domain/admin/product-editor/editor-state.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import { FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";
import { AttributesSection } from "./attributes-section.tsx";
import { GeneralSection } from "./general-section.tsx";
import { GroupedSection, PageSection, PublishSection } from "./extra-sections.tsx";
import { ImagesSection } from "./images-section.tsx";
import { LinkedProductsSection } from "./linked-products-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { StockSection } from "./stock-section.tsx";
import { TaxonomySection } from "./taxonomy-section.tsx";
import { VariationsSection } from "./variations-section.tsx";

export type EditorImage = { id: number; key: string; width: number; height: number };

export type SectionProps = { state: EditorState; problem: AdminProblem | null };

/**
 * The product form: one <Form> posting everything with an `intent` (save, generate, bulk, picture moves,
 * upload), multipart so pictures can travel with it, so it works without JavaScript; a refused save redraws it from what was sent. The version it was read
 * at travels with it; leaving it with changes asks first.
 */
export function ProductEditor(props: {
  heading: string;
  productId: number | null;
  viewUrl: string | null;
  state: EditorState;
  vocabulary: EditorVocabulary;
  images: EditorImage[];
  problem: AdminProblem | null;
  saved: string | null;
  /** A published product customers cannot buy, and why (see purchasable.ts). */
  warning?: string | null;
  stamp: string | number;
}) {
  const { state, problem, vocabulary } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  const hydrated = useHydrated();
  return (
    <div className="admin-page product-editor" {...(hydrated ? { "data-hydrated": "" } : {})}>
      <header className="admin-page__header">
        <h1>{props.heading}</h1>
        {props.viewUrl && <Link to={props.viewUrl}>View in the shop</Link>}
      </header>
      <FormNotice problem={problem} saved={props.saved} />
      {props.warning && (
        <p className="admin-notice admin-notice--warning" role="note" aria-label="Warning">
          {props.warning}
        </p>
      )}
      {problem && Object.keys(problem.fields).length > 0 && (
        <ul className="product-editor__errors" aria-label="Fields to correct">
          {Object.entries(problem.fields).map(([field, message]) => (
            <li key={field}>
              <strong>{field}</strong>: {message}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" ref={formRef} key={String(props.stamp)} className="product-editor__form" noValidate>
        <input type="hidden" name="type" value={state.type} />
        <input type="hidden" name="version" value={state.version} />
        {/* The default button: Enter in a field saves, as before the save moved to the bar at the form's end. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
        <div className="product-editor__main">
          <GeneralSection state={state} problem={problem} />
          {state.type !== "grouped" && <PricingSection state={state} problem={problem} />}
          <StockSection state={state} problem={problem} />
          <AttributesSection state={state} problem={problem} attributes={vocabulary.attributes} />
          {state.type === "grouped" && <GroupedSection state={state} problem={problem} candidates={vocabulary.childCandidates} />}
          <LinkedProductsSection state={state} problem={problem} candidates={vocabulary.childCandidates} />
        </div>
        {/* Full width below the two columns: every column of the matrix in view at 1280 px. */}
        {state.type === "variable" && (
          <div className="product-editor__wide">
            <VariationsSection state={state} problem={problem} attributes={vocabulary.attributes} />
          </div>
        )}
        <aside className="product-editor__side">
          <PublishSection state={state} problem={problem} />
          <ImagesSection state={state} problem={problem} images={props.images} />
          <TaxonomySection state={state} problem={problem} categories={vocabulary.categories} />
          <PageSection state={state} problem={problem} />
        </aside>
        {/* The save stays in reach however far down the form the merchant is. */}
        <div className="product-editor__savebar">
          {props.warning && <span className="product-editor__savebar-warning">Customers cannot buy this product yet (see the warning above).</span>}
          <button type="submit" name="intent" value="save" className="admin-button admin-button--primary product-editor__save">
            Save product
          </button>
        </div>
      </Form>
    </div>
  );
}
