import { useEffect, useState } from "react";
import type { ProductDetail, VariationDetail } from "../../domain/catalog/types.ts";
import { clampQuantity, variationQuantityField } from "../../domain/product/quantity.ts";

export type QuantityState = {
  value: number;
  setValue: (value: number) => void;
  field: { hidden: boolean; min: number; max: number | null };
};

/**
 * The cart form's quantity: the product's limits, or the chosen variation's, with the value clamped on a match.
 * It starts at `preset` when the address gives one (where a step without JavaScript comes back to), clamped
 * to those limits, else at the product's minimum.
 */
export function useQuantity(product: ProductDetail, match: VariationDetail | null, preset: number | null = null): QuantityState {
  const limits = match ?? product;
  const field = variationQuantityField(limits, 1);
  const [value, setValue] = useState(() => (preset === null ? Math.max(product.minQuantity, 1) : variationQuantityField(limits, preset).value));
  const matchId = match?.id ?? null;
  useEffect(() => {
    if (match) setValue((current) => variationQuantityField(match, current).value);
    // Clamped when the match changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchId]);
  const shown = field.hidden ? 1 : value;
  return { value: shown, setValue: (next) => setValue(clampQuantity(next, field.min, field.max)), field };
}
