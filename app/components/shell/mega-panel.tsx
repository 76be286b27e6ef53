import type { CSSProperties } from "react";
import { MEGA_CUSTOM_WIDTH_DEFAULT, megaColumns, megaCustomWidth, type MegaLayout } from "../../../domain/shell/menus.ts";
import { MenuLink } from "./menu-link.tsx";
import { menuOptionsAttributes, type NavItem } from "./menu-types.ts";

export { MEGA_CUSTOM_WIDTH_DEFAULT };

/**
 * The panel's layout as CSS custom properties, so the stylesheet alone decides how it opens before the
 * page runs; once it does, use-mega-geometry.ts sets the exact box (domain/shell/menus.ts megaPanelBox).
 */
export function megaPanelStyle(mega: MegaLayout, childCount: number): CSSProperties {
  const style: Record<string, string> = { "--mega-columns": String(megaColumns(mega, childCount)) };
  if (mega.width === "custom") style["--mega-width"] = `${megaCustomWidth(mega)}px`;
  return style as CSSProperties;
}

/** Children become columns: each with its heading link and, below it, its own links. */
export function MegaPanel({ id, mega, items }: { id?: string; mega: MegaLayout; items: NavItem[] }) {
  return (
    <div
      id={id}
      className={`mega-panel mega-panel--${mega.width}`}
      data-mega-width={mega.width}
      data-mega-custom-width={mega.width === "custom" ? megaCustomWidth(mega) : undefined}
      style={megaPanelStyle(mega, items.length)}
    >
      <ul role="list" className="mega-panel__columns">
        {items.map((column) => (
          <li key={column.id} className="mega-panel__column" {...menuOptionsAttributes(column)}>
            <MenuLink item={column} className="mega-panel__heading">
              {column.label}
            </MenuLink>
            {column.children.length > 0 && (
              <ul role="list" className="mega-panel__links">
                {column.children.map((link) => (
                  <li key={link.id} {...menuOptionsAttributes(link)}>
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
