import { type KeyboardEvent, type RefObject, useCallback, useEffect, useState } from "react";

/**
 * The WAI-ARIA disclosure navigation pattern for the desktop menu: one submenu open at a time, opened and
 * closed by its button; Escape closes it and puts the focus back on its button; a click outside the
 * navigation, or the focus leaving the open item, closes it. Hover stays the stylesheet's (menus.css).
 */
export function useSubmenuDisclosure(navRef: RefObject<HTMLElement | null>) {
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    if (openId === null) return;
    const closeOnClickOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpenId(null);
    };
    document.addEventListener("pointerdown", closeOnClickOutside);
    return () => document.removeEventListener("pointerdown", closeOnClickOutside);
  }, [navRef, openId]);

  const toggle = useCallback((id: number) => setOpenId((current) => (current === id ? null : id)), []);

  /** On a top-level item: Escape closes its submenu (open by button or by hover) and returns to the button. */
  const onItemKeyDown = useCallback((event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape") return;
    const item = event.currentTarget;
    const button = item.querySelector<HTMLButtonElement>(":scope > .primary-nav__toggle");
    if (!button) return;
    event.preventDefault();
    setOpenId(null);
    // Under a resting pointer the hover would keep it open: it stays shut until the pointer leaves.
    if (item.matches(":hover")) item.setAttribute("data-hover-dismissed", "");
    button.focus();
  }, []);

  const onItemPointerLeave = useCallback((event: React.PointerEvent<HTMLLIElement>) => {
    event.currentTarget.removeAttribute("data-hover-dismissed");
  }, []);

  /** Tabbing out of the open item closes it, as the pattern's example does. */
  const onItemBlur = useCallback((event: React.FocusEvent<HTMLLIElement>, id: number) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next !== null) setOpenId((current) => (current === id ? null : current));
  }, []);

  return { openId, toggle, onItemKeyDown, onItemPointerLeave, onItemBlur };
}
