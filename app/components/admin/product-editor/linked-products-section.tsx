import { useId, useState } from "react";
import type { EditorVocabulary } from "../../../../domain/admin/product-editor/vocabulary.ts";
import type { SectionProps } from "./product-editor.tsx";

type Candidate = EditorVocabulary["childCandidates"][number];

/**
 * Upsells (shown on this product's page) and cross-sells (shown in the cart beside it): each a plain
 * multiple select that works without JavaScript; typing in its search field narrows the list to the
 * products whose name or SKU contains the words, keeping the chosen ones in view.
 */
export function LinkedProductsSection({ state, problem, candidates }: SectionProps & { candidates: Candidate[] }) {
  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Linked products</legend>
      <LinkedProductsField
        name="upsellIds"
        label="Upsells"
        hint="Shown on this product's page as “You may also like…”."
        chosen={state.upsellIds}
        candidates={candidates}
        error={problem?.fields.upsellIds}
      />
      <LinkedProductsField
        name="crossSellIds"
        label="Cross-sells"
        hint="Shown on the cart page while this product is in the cart."
        chosen={state.crossSellIds}
        candidates={candidates}
        error={problem?.fields.crossSellIds}
      />
    </fieldset>
  );
}

type FieldProps = { name: string; label: string; hint: string; chosen: string[]; candidates: Candidate[]; error: string | undefined };

function LinkedProductsField({ name, label, hint, chosen, candidates, error }: FieldProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState(() => new Set(chosen));
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (c: Candidate) => words.every((word) => `${c.name} ${c.sku ?? ""}`.toLowerCase().includes(word));
  return (
    <div className="admin-field product-editor__links">
      <label htmlFor={`${id}-search`}>Search products for {label.toLowerCase()}</label>
      <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        multiple
        size={8}
        value={[...selected]}
        onChange={(event) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const option of event.target.options) {
              if (option.hidden) continue;
              if (option.selected) next.add(option.value);
              else next.delete(option.value);
            }
            return next;
          })
        }
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      >
        {candidates.map((c) => (
          <option key={c.id} value={String(c.id)} hidden={!selected.has(String(c.id)) && !matches(c)}>
            {c.name}
            {c.sku ? ` (${c.sku})` : ""}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint} {selected.size > 0 ? `${selected.size} chosen.` : "None chosen."}
      </p>
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
