import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";

export type PickedProduct = { id: number; name: string; sku?: string | null };

/**
 * Picks products by searching their name or SKU (the options come from /admin/coupons/product-options).
 * The picked ones post as repeated hidden fields `name`, so a save without JavaScript keeps them as they
 * were; adding and removing need JavaScript.
 */
export function ProductPicker({ name, legend, initial, error }: { name: string; legend: string; initial: PickedProduct[]; error?: string | undefined }) {
  const id = useId();
  const [picked, setPicked] = useState(initial);
  const [text, setText] = useState("");
  const fetcher = useFetcher<{ products: PickedProduct[] }>();
  const { load } = fetcher;
  useEffect(() => {
    if (text.trim().length < 2) return;
    // A short pause so one request goes per word, not per key.
    const timer = setTimeout(() => void load(`/admin/coupons/product-options?q=${encodeURIComponent(text.trim())}`), 250);
    return () => clearTimeout(timer);
  }, [text, load]);
  const options = text.trim().length < 2 ? [] : (fetcher.data?.products ?? []).filter((p) => !picked.some((q) => q.id === p.id));
  const label = (p: PickedProduct) => (p.sku ? `${p.name} (${p.sku})` : p.name);
  return (
    <fieldset className="admin-fieldset coupon-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {picked.length === 0 ? (
        <p className="admin-muted">None picked.</p>
      ) : (
        <ul className="coupon-picker__picked">
          {picked.map((product) => (
            <li key={product.id}>
              <input type="hidden" name={name} value={product.id} />
              <span>{label(product)}</span>
              <button
                type="button"
                onClick={() => setPicked((all) => all.filter((p) => p.id !== product.id))}
                aria-label={`Remove ${product.name} from ${legend.toLowerCase()}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`}>Find a product by name or SKU</label>
      <input id={`${id}-search`} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} autoComplete="off" />
      <p aria-live="polite" className="visually-hidden">
        {text.trim().length >= 2 && fetcher.state === "idle" && fetcher.data ? `${options.length} products found` : ""}
      </p>
      {options.length > 0 && (
        <ul className="coupon-picker__options" aria-label={`Products to add to ${legend.toLowerCase()}`}>
          {options.map((product) => (
            <li key={product.id}>
              <button type="button" onClick={() => setPicked((all) => [...all, product])}>
                Add {label(product)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
