import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";

export type ProductTabId = "description" | "additional_information" | "reviews";

const REVIEWS_HASH = /^#(reviews|tab-reviews|comments|respond|(comment|review)-\d+)$/;
const ADDITIONAL_HASH = /^#(tab-additional_information|additional-information)$/;
const COMMENT_PAGE_PATH = /\/comment-page-\d+\/?$/;

/**
 * The tab an address opens (product-page-and-widgets.md §2): a reviews or comment anchor, or a comment
 * page in the address, opens the reviews; the additional-information hash opens that tab; otherwise the
 * first. Tabs the product does not show are skipped.
 */
export function tabFromLocation(location: { hash: string; search: string; pathname: string }, tabs: readonly ProductTabId[]): ProductTabId | undefined {
  const params = new URLSearchParams(location.search);
  const wantsReviews =
    REVIEWS_HASH.test(location.hash) || params.has("comment-page") || params.has("cpage") || params.has("review") || COMMENT_PAGE_PATH.test(location.pathname);
  if (wantsReviews && tabs.includes("reviews")) return "reviews";
  if (ADDITIONAL_HASH.test(location.hash) && tabs.includes("additional_information")) return "additional_information";
  if (location.hash === "#tab-description" && tabs.includes("description")) return "description";
  return tabs[0];
}

/**
 * State of an accessible tab list: the active tab follows the address until the shopper picks one; a
 * click on an in-page link to a tab's anchor (such as the rating link's #reviews) opens that tab again.
 * Roving tabindex: Left/Right move and activate (wrapping), Home/End go to the ends.
 */
export function useProductTabs(tabs: readonly ProductTabId[]) {
  const location = useLocation();
  const [choice, setChoice] = useState<{ tab: ProductTabId; hash: string } | null>(null);
  const buttons = useRef(new Map<ProductTabId, HTMLButtonElement>());
  const fromAddress = tabFromLocation(location, tabs);
  const active = choice && choice.hash === location.hash && tabs.includes(choice.tab) ? choice.tab : fromAddress;

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const hash = link?.getAttribute("href") ?? "";
      const tab = hash.length > 1 ? tabFromLocation({ hash, search: "", pathname: "" }, tabs) : undefined;
      if (link && (tab !== tabs[0] || hash === "#tab-description") && tab) setChoice({ tab, hash });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [tabs]);

  const select = useCallback((tab: ProductTabId, focus = false) => {
    setChoice({ tab, hash: window.location.hash });
    if (focus) buttons.current.get(tab)?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const index = tabs.indexOf(active ?? tabs[0]!);
      const next =
        event.key === "ArrowRight"
          ? (index + 1) % tabs.length
          : event.key === "ArrowLeft"
            ? (index - 1 + tabs.length) % tabs.length
            : event.key === "Home"
              ? 0
              : event.key === "End"
                ? tabs.length - 1
                : -1;
      if (next < 0) return;
      event.preventDefault();
      select(tabs[next]!, true);
    },
    [tabs, active, select],
  );

  const register = useCallback(
    (tab: ProductTabId) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(tab, el);
      else buttons.current.delete(tab);
    },
    [],
  );

  return { active, select, onKeyDown, register };
}
