import type { KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { ChevronDownIcon, MenuIcon } from "../ui/icons.tsx";
import { MenuCurrentProvider, MenuLink } from "./menu-link.tsx";
import type { NavItem } from "./menu-types.ts";

/**
 * The phone menu: a <details> disclosure, so it opens without JavaScript. Submenus are nested
 * disclosures. Keyed by the path so that, after a client-side navigation, it starts closed again. Once the
 * page runs, Escape closes it (a disclosure has no such key of its own) and gives the focus back to its toggle.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <details className="mobile-menu" key={pathname} onKeyDown={closeOnEscape}>
      <summary className="mobile-menu__toggle">
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <nav aria-label="Primary" className="mobile-menu__panel">
        <MenuCurrentProvider items={items}>
          <MobileMenuList items={items} />
        </MenuCurrentProvider>
      </nav>
    </details>
  );
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== "Escape" || !menu.open) return;
  menu.open = false;
  menu.querySelector<HTMLElement>(":scope > summary")?.focus();
}

function MobileMenuList({ items }: { items: NavItem[] }) {
  return (
    <ul role="list" className="mobile-menu__list">
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.id}>
            <MenuLink item={item} className="mobile-menu__link">
              {item.label}
            </MenuLink>
          </li>
        ) : (
          <li key={item.id}>
            <details className="mobile-menu__group">
              <summary className="mobile-menu__link">
                {item.label}
                <ChevronDownIcon className="mobile-menu__chevron" />
              </summary>
              <div className="mobile-menu__sub">
                <MenuLink item={item} className="mobile-menu__link mobile-menu__link--all">
                  All {item.label}
                </MenuLink>
                <MobileMenuList items={item.children} />
              </div>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
