import { type FormEvent, type MouseEvent, useEffect, useState } from "react";
import {
  addressesToRemember,
  parseRememberedAddresses,
  PENDING_ADDRESSES_KEY,
  REMEMBERED_ADDRESSES_KEY,
  rememberedAddressSummary,
  type RememberedAddresses,
} from "../../../domain/checkout/remembered-addresses.ts";

/** Storage can be switched off or full (private windows): remembering is a convenience, never an error. */
function withStorage<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The checkout form's submit handler for a guest: what was sent waits for the thank-you page to keep it. */
export function notePendingAddresses(event: FormEvent<HTMLFormElement>) {
  const addresses = addressesToRemember(new FormData(event.currentTarget).entries());
  withStorage(() => sessionStorage.setItem(PENDING_ADDRESSES_KEY, JSON.stringify(addresses)));
}

/** On the thank-you page: a guest's placed order keeps the addresses it was sent to, in this browser only. */
export function KeepGuestAddresses({ placedAsGuest }: { placedAsGuest: boolean }) {
  useEffect(() => {
    withStorage(() => {
      const pending = parseRememberedAddresses(sessionStorage.getItem(PENDING_ADDRESSES_KEY));
      sessionStorage.removeItem(PENDING_ADDRESSES_KEY);
      if (placedAsGuest && pending) localStorage.setItem(REMEMBERED_ADDRESSES_KEY, JSON.stringify(pending));
    });
  }, [placedAsGuest]);
  return null;
}

/**
 * Sets a field the way typing would, so the checkout's own handlers (repricing on a country change, the
 * e-mail's account check) hear it: React listens for the input and change events and compares against the
 * value it last saw, which a plain assignment would update behind its back.
 */
function fill(field: Element, value: string) {
  if (field instanceof HTMLInputElement && field.type === "checkbox") {
    if (field.checked !== (value === "1")) field.click();
    return;
  }
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

type OfferState = { kind: "none" } | { kind: "offer"; addresses: RememberedAddresses } | { kind: "used" };

/** A guest's checkout offers the addresses of their last order in this browser, to fill in or to forget. */
export function RememberedAddressesOffer() {
  const [state, setState] = useState<OfferState>({ kind: "none" });
  useEffect(() => {
    const addresses = withStorage(() => parseRememberedAddresses(localStorage.getItem(REMEMBERED_ADDRESSES_KEY)));
    if (addresses) setState({ kind: "offer", addresses });
  }, []);

  if (state.kind === "none") return null;
  if (state.kind === "used") {
    return (
      <p className="notice notice--success remembered-addresses" role="status">
        Filled in from your last order. Check the details before you place the order.
      </p>
    );
  }
  const use = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    for (const [name, value] of Object.entries(state.addresses)) {
      const field = form.elements.namedItem(name);
      if (field instanceof Element) fill(field, value);
    }
    setState({ kind: "used" });
  };
  const forget = () => {
    withStorage(() => localStorage.removeItem(REMEMBERED_ADDRESSES_KEY));
    setState({ kind: "none" });
  };
  return (
    <div className="notice remembered-addresses" role="region" aria-label="Your last address">
      <p>
        Use the address from your last order? <strong>{rememberedAddressSummary(state.addresses)}</strong>
      </p>
      <p className="remembered-addresses__actions">
        <button type="button" className="button button--primary" onClick={use}>
          Use this address
        </button>{" "}
        <button type="button" className="button button--ghost" onClick={forget}>
          Forget it
        </button>
      </p>
    </div>
  );
}
