import type { CSSProperties } from "react";
import { MenuLink } from "./menu-link.tsx";
import type { NavItem } from "./menu-types.ts";

/** Spec default for a custom-width mega menu without a width of its own. */
export const MEGA_CUSTOM_WIDTH_DEFAULT = 1200;

/** The panel's layout as CSS custom properties, so the stylesheet alone decides how it opens. */
export function megaPanelStyle(mega: NonNullable<NavItem["mega"]>, childCount: number): CSSProperties {
  const columns = Math.max(1, Math.min(mega.columns ?? childCount, 6));
  const style: Record<string, string> = { "--mega-columns": String(columns) };
  if (mega.width === "custom") style["--mega-width"] = `${mega.customWidth ?? MEGA_CUSTOM_WIDTH_DEFAULT}px`;
  return style as CSSProperties;
}

/** Children become columns: each with its heading link and, below it, its own links. */
export function MegaPanel({ mega, items }: { mega: NonNullable<NavItem["mega"]>; items: NavItem[] }) {
  return (
    <div className={`mega-panel mega-panel--${mega.width}`} style={megaPanelStyle(mega, items.length)}>
      <ul role="list" className="mega-panel__columns">
        {items.map((column) => (
          <li key={column.id} className="mega-panel__column">
            <MenuLink item={column} className="mega-panel__heading">
              {column.label}
            </MenuLink>
            {column.children.length > 0 && (
              <ul role="list" className="mega-panel__links">
                {column.children.map((link) => (
                  <li key={link.id}>
                    <MenuLink item={link} className="mega-panel__link">
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
