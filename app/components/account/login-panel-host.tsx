import { useEffect, useRef } from "react";
import { LoginPanel } from "./login-panel.tsx";

/** Fired by an account action that wants the login panel; the detail is the element focus goes back to. */
const LOGIN_PANEL_OPEN = "vitrine:login-panel-open";

export function openLoginPanel(opener: HTMLElement) {
  window.dispatchEvent(new CustomEvent<HTMLElement>(LOGIN_PANEL_OPEN, { detail: opener }));
}

/**
 * The one login panel of the page (S-2-28). The header can show an account action in each of its variants;
 * the panel has fixed ids, so it is rendered once, here, and opened by whichever action was pressed. When it
 * closes, focus goes back to that action.
 */
export function LoginPanelHost() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const open = (event: Event) => {
      const panel = dialog.current;
      if (!panel || panel.open) return;
      opener = event instanceof CustomEvent && event.detail instanceof HTMLElement ? event.detail : null;
      panel.showModal();
      panel.querySelector<HTMLInputElement>("input[name=email]")?.focus();
    };
    const restore = () => opener?.focus();
    const panel = dialog.current;
    window.addEventListener(LOGIN_PANEL_OPEN, open);
    panel?.addEventListener("close", restore);
    return () => {
      window.removeEventListener(LOGIN_PANEL_OPEN, open);
      panel?.removeEventListener("close", restore);
    };
  }, []);
  return <LoginPanel dialog={dialog} />;
}
