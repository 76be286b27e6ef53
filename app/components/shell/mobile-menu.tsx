import { useEffect, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import type { MobileMenuStyle } from "../../../domain/shell/header-settings.ts";
import { ChevronDownIcon, MenuIcon } from "../ui/icons.tsx";
import { MenuCurrentProvider, MenuLink } from "./menu-link.tsx";
import { MenuOptionsAlert } from "./menu-options-alert.tsx";
import { useMenuOptionsCheck } from "./menu-options-check.ts";
import { menuOptionsAttributes, type NavItem } from "./menu-types.ts";

/**
 * The phone menu: a <details> disclosure, so it opens without JavaScript. Submenus are nested
 * disclosures. It drops below the header, slides in off-canvas from the side, or covers the full width
 * under the header (S-2-24…S-2-26, the `header` settings). Keyed by the path so that, after a client-side
 * navigation, it starts closed again. Once the page runs, Escape and a click outside close it and give the
 * focus back to its toggle, and opening it collapses the submenus left expanded (S-4-54).
 */
export function MobileMenu({ items, menuStyle = "dropdown", editor }: { items: NavItem[]; menuStyle?: MobileMenuStyle; editor?: boolean }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const options = useMenuOptionsCheck(menu, editor);
  useEffect(() => {
    const closeOnClickOutside = (event: MouseEvent) => {
      const element = menu.current;
      // The open menu's backdrop is the <details> itself (its ::after): a click there is outside the menu too.
      const outside = event.target === element || (event.target instanceof Node && !element?.contains(event.target));
      if (element?.open && outside) close(element, false);
    };
    document.addEventListener("click", closeOnClickOutside);
    return () => document.removeEventListener("click", closeOnClickOutside);
  }, []);
  if (items.length === 0) return null;
  return (
    <details
      ref={menu}
      className={`mobile-menu mobile-menu--${menuStyle}`}
      data-menu-style={menuStyle}
      key={pathname}
      onKeyDown={closeOnEscape}
      onToggle={openFresh}
    >
      <summary className="mobile-menu__toggle">
        <MenuIcon />
        <span>Menu</span>
      </summary>
      <nav aria-label="Primary" className="mobile-menu__panel" onClickCapture={options.onClick}>
        <MenuCurrentProvider items={items}>
          <MobileMenuList items={items} />
        </MenuCurrentProvider>
      </nav>
      <MenuOptionsAlert messages={options.messages} onClose={options.dismiss} />
    </details>
  );
}

function close(menu: HTMLDetailsElement, focusToggle: boolean) {
  menu.open = false;
  if (focusToggle) menu.querySelector<HTMLElement>(":scope > summary")?.focus();
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== "Escape" || !event.currentTarget.open) return;
  close(event.currentTarget, true);
}

/** On opening: submenus start collapsed, and a panel under the header starts where the header ends. */
function openFresh(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  // A submenu's own toggle reaches this handler too (React passes it up the tree): only the menu's counts.
  if (event.target !== menu || !menu.open) return;
  for (const group of menu.querySelectorAll<HTMLDetailsElement>(".mobile-menu__group[open]")) group.open = false;
  const headerBottom = menu.closest(".site-header")?.getBoundingClientRect().bottom;
  if (headerBottom !== undefined) menu.style.setProperty("--mobile-menu-top", `${Math.max(0, Math.round(headerBottom))}px`);
}

function MobileMenuList({ items }: { items: NavItem[] }) {
  return (
    <ul role="list" className="mobile-menu__list">
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.id} {...menuOptionsAttributes(item)}>
            <MenuLink item={item} className="mobile-menu__link">
              {item.label}
            </MenuLink>
          </li>
        ) : (
          <li key={item.id} {...menuOptionsAttributes(item)}>
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
