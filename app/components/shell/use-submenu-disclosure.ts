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

const TOP_LEVEL_CONTROLS = ":scope > ul > li > .primary-nav__link, :scope > ul > li > .primary-nav__toggle";

/**
 * On the navigation: Left and Right arrows move between its top-level links and submenu buttons, Home and
 * End to the first and last (the pattern's optional keys); Tab still goes through everything in order.
 */
export function moveAmongTopLevel(event: KeyboardEvent<HTMLElement>) {
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (index, count) => (index + 1) % count,
    ArrowLeft: (index, count) => (index - 1 + count) % count,
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TOP_LEVEL_CONTROLS)];
  const index = controls.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  controls[move(index, controls.length)]?.focus();
}
