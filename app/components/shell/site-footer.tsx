import { footerRowHasItems, HEADER_ROWS, type FooterRows, type MenuLocation } from "../../../domain/shell/header-layout.ts";
import { FooterItemView } from "./footer-items/registry.tsx";
import type { NavItem } from "./menu-types.ts";

type SiteFooterProps = { footer: FooterRows; menus: Partial<Record<MenuLocation, NavItem[]>>; year: number };

/**
 * The footer builder's footer: its above, primary and below rows top to bottom, each up to six columns of
 * stacked items; a row without items is left out. The column count is a custom property, so the grid
 * lays out as many columns as the row has on wide screens and stacks them on phones.
 */
export function SiteFooter({ footer, menus, year }: SiteFooterProps) {
  const shell = { menus, year };
  return (
    <footer className="site-footer">
      {HEADER_ROWS.filter((row) => footerRowHasItems(footer[row])).map((row) => {
        const columns = footer[row].columns.filter((column) => column.length > 0);
        return (
          <div key={row} className={`footer-row footer-row--${row}`} data-footer-row={row}>
            <div className="container footer-row__inner" style={{ "--footer-columns": columns.length } as React.CSSProperties}>
              {columns.map((column, index) => (
                <div key={index} className="footer-row__column">
                  {column.map((item, itemIndex) => (
                    <FooterItemView key={`${item.type}-${itemIndex}`} item={item} shell={shell} />
                  ))}
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </footer>
  );
}
