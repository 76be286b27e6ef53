/**
 * Desktop submenus and mega menus (storefront-shell §2 Header, §9 "Submenu defaults" and "Mega menu custom
 * width default"). The CSS in app/styles/menus.css uses the same figures; menus.test.ts keeps them in step.
 */

/** A hovered item's submenu opens this long after the pointer arrives (S-9-19)… */
export const SUBMENU_SHOW_DELAY_MS = 250;
/** …and stays this long after it leaves (S-9-20), so a pointer crossing a gap does not drop it. */
export const SUBMENU_HIDE_DELAY_MS = 500;
export const SUBMENU_MIN_WIDTH_EM = 10;
export const SUBMENU_MAX_WIDTH_EM = 20;
/** Pixels one wheel notch or arrow key scrolls a submenu taller than the space below it (S-9-23). */
export const SUBMENU_SCROLL_STEP = 30;
/** Width of a custom-width mega menu that names none (S-9-18). */
export const MEGA_CUSTOM_WIDTH_DEFAULT = 1200;

export const MEGA_WIDTHS = ["content", "container", "full", "stretched", "custom"] as const;
export type MegaWidth = (typeof MEGA_WIDTHS)[number];
export const MEGA_CUSTOM_WIDTH_MIN = 200;
export const MEGA_CUSTOM_WIDTH_MAX = 2400;
export const MEGA_COLUMNS_MIN = 1;
export const MEGA_COLUMNS_MAX = 6;

export type MegaLayout = { width: MegaWidth; customWidth?: number; columns?: number };

/** A horizontal extent in viewport pixels. */
export type Span = { left: number; width: number };

/** What the browser measures for one navigation: the viewport, the page container's content box, the <nav>. */
export type MegaGeometry = { viewportWidth: number; container: Span; nav: Span };

/**
 * Where a panel sits, in viewport pixels, and how far its content is inset from each side so that the
 * content lines up with the container (full width keeps its content in the container; the others fill it).
 */
export type MegaBox = Span & { inset: number };

/**
 * The spec's five layouts:
 * - content: the container's content width;
 * - container (menu-container width): the width of the navigation element itself;
 * - full: the whole viewport, its content kept within the container;
 * - stretched: the whole viewport, its content edge to edge;
 * - custom: `customWidth` px (1200 by default), centred on the container, never wider than the viewport
 *   and moved back inside it when it would stick out.
 */
export function megaPanelBox(layout: MegaLayout, geometry: MegaGeometry): MegaBox {
  const { viewportWidth, container, nav } = geometry;
  switch (layout.width) {
    case "content":
      return { ...container, inset: 0 };
    case "container":
      return { ...nav, inset: 0 };
    case "full":
      return { left: 0, width: viewportWidth, inset: Math.max(0, container.left) };
    case "stretched":
      return { left: 0, width: viewportWidth, inset: 0 };
    case "custom": {
      const width = Math.min(megaCustomWidth(layout), viewportWidth);
      const centred = container.left + (container.width - width) / 2;
      return { left: Math.min(Math.max(0, centred), viewportWidth - width), width, inset: 0 };
    }
  }
}

export function megaCustomWidth(layout: Pick<MegaLayout, "customWidth">): number {
  return layout.customWidth ?? MEGA_CUSTOM_WIDTH_DEFAULT;
}

/** The panel's columns: as many as asked (1–6), else one per child, within the same bounds. */
export function megaColumns(layout: Pick<MegaLayout, "columns">, childCount: number): number {
  return Math.max(MEGA_COLUMNS_MIN, Math.min(layout.columns ?? childCount, MEGA_COLUMNS_MAX));
}

/** How far one scroll gesture moves a submenu: one step per wheel notch or arrow key, whatever the device's delta. */
export function submenuScrollDelta(direction: number): number {
  return Math.sign(direction) * SUBMENU_SCROLL_STEP;
}
