import { type MouseEvent, type RefObject, useCallback, useEffect, useState } from "react";
import { parseMenuOptions } from "../../../domain/shell/menu-options.ts";

/**
 * The storefront side of a menu item's options (storefront-shell §8). Items carry the editor's text in
 * `data-menu-options`. For an editor or administrator (the `editor` prop, else `<body data-editor="true">`)
 * options that are not valid JSON (S-8-17), or a click on an item asking for a popup without naming one
 * (S-8-18), raise an alert naming the item. An invalid dropbar position or animation is only a console
 * warning, and its default is used (S-8-19). Shoppers never see an alert.
 *
 * An item named by an option's popup id asks the page's popups to open it with a `vitrine:menu-popup`
 * event on document (detail: `{ id }`).
 */
export const MENU_POPUP_EVENT = "vitrine:menu-popup";

/** What was reported already in this page: the desktop and phone menus render the same items. */
const reported = new Set<string>();

export function viewerIsEditor(editor: boolean | undefined): boolean {
  return editor ?? document.body.dataset.editor === "true";
}

export function useMenuOptionsCheck(navRef: RefObject<HTMLElement | null>, editor?: boolean) {
  const [messages, setMessages] = useState<string[]>([]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const found: string[] = [];
    for (const item of nav.querySelectorAll<HTMLElement>("[data-menu-options]")) {
      const text = item.dataset.menuOptions ?? "";
      const result = parseMenuOptions(text);
      const key = `${itemLabel(item)}\u0000${text}`;
      if (reported.has(key)) continue;
      reported.add(key);
      for (const problem of result.ok ? result.problems : []) console.warn(`Menu item "${itemLabel(item)}": ${problem}`);
      if (!result.ok) found.push(`The options of the menu item “${itemLabel(item)}” are not valid JSON, so they are ignored: ${text}`);
    }
    if (found.length > 0 && viewerIsEditor(editor)) setMessages(found);
  }, [navRef, editor]);

  /** On the navigation: a click on an item whose options ask for a popup. */
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const item = link?.closest<HTMLElement>("li");
      if (!link || !item?.hasAttribute("data-menu-options") || link.parentElement !== item) return;
      const popup = parseMenuOptions(item.dataset.menuOptions).options.popup;
      if (popup === null) return;
      if (popup === "missing") {
        if (!viewerIsEditor(editor)) return;
        event.preventDefault();
        setMessages([`The menu item “${itemLabel(item)}” opens a popup, but its options do not say which: add "popup": "<popup id>".`]);
        return;
      }
      document.dispatchEvent(new CustomEvent(MENU_POPUP_EVENT, { detail: { id: popup.id } }));
    },
    [editor],
  );

  const dismiss = useCallback(() => setMessages([]), []);
  return { messages, dismiss, onClick };
}

function itemLabel(item: HTMLElement): string {
  return item.querySelector(":scope > a, :scope > details > summary")?.textContent?.trim() || "(no label)";
}
