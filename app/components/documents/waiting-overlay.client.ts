/**
 * The waiting overlay of the print flow (§9 overlay defaults): a dimmed layer at OVERLAY_OPACITY over the
 * page with OVERLAY_MESSAGE while a document is generated, whose one control (Cancel) takes the focus
 * INPUT_FOCUS_DELAY_MS after it shows, and a short notification that leaves after NOTIFICATION_TIMEOUT_MS.
 */
import { INPUT_FOCUS_DELAY_MS, NOTIFICATION_TIMEOUT_MS, OVERLAY_MESSAGE, OVERLAY_OPACITY } from "../../../domain/documents/print-flow.ts";

export type WaitingOverlay = { hide: () => void };

/** Shows the overlay; `onCancel` runs when the shopper gives up waiting (Cancel, or Escape). */
export function showWaitingOverlay(onCancel: () => void, message = OVERLAY_MESSAGE): WaitingOverlay {
  const root = document.createElement("div");
  root.className = "print-overlay";
  root.setAttribute("role", "alertdialog");
  root.setAttribute("aria-modal", "true");
  root.setAttribute("aria-busy", "true");
  const backdrop = document.createElement("div");
  backdrop.className = "print-overlay__backdrop";
  backdrop.style.opacity = String(OVERLAY_OPACITY);
  const box = document.createElement("div");
  box.className = "print-overlay__box";
  const text = document.createElement("p");
  text.className = "print-overlay__message";
  text.id = `print-overlay-message-${Date.now()}`;
  text.textContent = message;
  root.setAttribute("aria-labelledby", text.id);
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "button print-overlay__input";
  cancel.textContent = "Cancel";
  box.append(text, cancel);
  root.append(backdrop, box);
  document.body.append(root);

  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Focus once the overlay is painted, as the spec's overlay does (a focus in the same task can be lost to the click).
  const focusTimer = window.setTimeout(() => cancel.focus(), INPUT_FOCUS_DELAY_MS);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") giveUp();
  };
  let shown = true;
  function hide() {
    if (!shown) return;
    shown = false;
    window.clearTimeout(focusTimer);
    document.removeEventListener("keydown", onKey);
    root.remove();
    if (previousFocus?.isConnected) previousFocus.focus();
  }
  function giveUp() {
    hide();
    onCancel();
  }
  cancel.addEventListener("click", giveUp);
  document.addEventListener("keydown", onKey);
  return { hide };
}

/** A polite notification at the foot of the page that leaves by itself after NOTIFICATION_TIMEOUT_MS. */
export function showNotification(message: string): void {
  const note = document.createElement("p");
  note.className = "print-notification";
  note.setAttribute("role", "status");
  note.textContent = message;
  document.body.append(note);
  window.setTimeout(() => note.remove(), NOTIFICATION_TIMEOUT_MS);
}
