import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ProductAttributeDetail, VariationDetail } from "../../domain/catalog/types.ts";
import { variationAttributeTerms, attributeOptions, type AttributeOptions } from "../../domain/product/attribute-options.ts";
import { combinationsFromIndex, type AvailabilityIndex } from "../../domain/product/availability-index.ts";
import { UNKNOWN_COMBINATIONS, combinationsFromVariations, type Combination } from "../../domain/product/combinations.ts";
import type { SwatchOptions } from "../../domain/product/swatch-options.ts";
import { allAttributesChosen, findVariation, type Selection } from "../../domain/product/variation-matching.ts";
import { changeAttribute, resetForm, variationView, type VariationForm, type VariationView } from "../../domain/product/variation-state.ts";

/**
 * Variation data as the page embeds it: every variation up to the threshold, else the availability index,
 * or (with the index switched off) nothing, so the server answers for every choice.
 */
export type VariationSource =
  | { kind: "embedded"; variations: VariationDetail[] }
  | { kind: "index"; index: AvailabilityIndex; productSlug: string }
  | { kind: "remote"; productSlug: string };

type RemoteAnswer = { key: string; variation: VariationDetail | null };

export type VariationFormState = {
  attributeSlugs: string[];
  form: VariationForm;
  view: VariationView;
  match: VariationDetail | null;
  combinations: readonly Combination[];
  options: AttributeOptions[];
  busy: boolean;
  announcement: string;
  /** Sets one attribute, as a select change does. */
  choose: (attribute: string, term: string) => void;
  /** Replaces the whole selection, as a swatch click may (deselect_unavailable). */
  setSelection: (selection: Record<string, string>) => void;
  reset: (announcement: string) => string | null;
};

const keyOf = (selection: Selection) => JSON.stringify(selection);

/** The variation form's state over the pure rules of domain/product; the remote lookup for large products. */
export function useVariationForm(
  attributes: ProductAttributeDetail[],
  source: VariationSource,
  initialSelection: Record<string, string>,
  swatchOptions: SwatchOptions,
): VariationFormState {
  const attributeTerms = useMemo(() => variationAttributeTerms(attributes), [attributes]);
  const attributeSlugs = useMemo(() => attributeTerms.map((a) => a.slug), [attributeTerms]);
  const [form, setForm] = useState<VariationForm>(() => ({
    selection: Object.fromEntries(attributeSlugs.map((slug) => [slug, initialSelection[slug] ?? ""])),
    variationId: null,
    noMatchNotice: false,
  }));
  const [initialLoad, setInitialLoad] = useState(true);
  const [remote, setRemote] = useState<RemoteAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const pending = useRef<AbortController | null>(null);
  const matchOptions = { disableOutOfStock: swatchOptions.disable_out_of_stock };

  const combinations = useMemo(
    () =>
      source.kind === "embedded"
        ? combinationsFromVariations(source.variations)
        : source.kind === "index"
          ? combinationsFromIndex(source.index)
          : UNKNOWN_COMBINATIONS,
    [source],
  );
  const complete = allAttributesChosen(attributeSlugs, form.selection);
  const key = keyOf(form.selection);
  let match: VariationDetail | null = null;
  if (complete && source.kind === "embedded") match = findVariation(source.variations, form.selection, matchOptions);
  const productSlug = source.kind === "embedded" ? null : source.productSlug;
  if (complete && productSlug !== null && remote?.key === key) match = remote.variation;
  const waiting = complete && productSlug !== null && remote?.key !== key;
  const view = variationView({ attributeSlugs, selection: form.selection, match, initialLoad: initialLoad || waiting });
  const options = attributeOptions(attributeTerms, combinations, form.selection, matchOptions);

  useEffect(() => {
    if (productSlug === null || !complete) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    fetch(`/api/products/${encodeURIComponent(productSlug)}/variation`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ attributes: JSON.parse(key) as Record<string, string> }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { variation: VariationDetail | null }) : { variation: null };
        setRemote({ key, variation: body.variation });
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== "AbortError") setRemote({ key, variation: null });
      })
      .finally(() => {
        if (pending.current === controller) {
          pending.current = null;
          setBusy(false);
        }
      });
    return () => controller.abort();
  }, [productSlug, complete, key]);

  const variationId = view.kind === "match" ? view.details.variationId : null;
  const shownForm: VariationForm = { ...form, variationId, noMatchNotice: view.noMatchNotice };

  const choose = useCallback((attribute: string, term: string) => {
    setInitialLoad(false);
    setAnnouncement("");
    setForm((current) => changeAttribute(current, attribute, term));
  }, []);
  const setSelection = useCallback((selection: Record<string, string>) => {
    setInitialLoad(false);
    setAnnouncement("");
    setForm((current) => ({ ...current, selection, variationId: null, noMatchNotice: false }));
  }, []);
  const reset = useCallback(
    (text: string) => {
      const next = resetForm(attributeSlugs);
      setInitialLoad(false);
      setForm({ selection: next.selection, variationId: next.variationId, noMatchNotice: next.noMatchNotice });
      setAnnouncement(text);
      return next.focus;
    },
    [attributeSlugs],
  );

  return { attributeSlugs, form: shownForm, view, match, combinations, options, busy, announcement, choose, setSelection, reset };
}
