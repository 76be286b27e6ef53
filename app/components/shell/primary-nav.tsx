import { ChevronDownIcon } from "../ui/icons.tsx";
import { MegaPanel } from "./mega-panel.tsx";
import { MenuCurrentProvider, MenuLink } from "./menu-link.tsx";
import type { NavItem } from "./menu-types.ts";

/**
 * The desktop menu. Submenus and mega panels open on hover and on keyboard focus (:focus-within) in
 * plain CSS, so they work before, and without, JavaScript.
 */
export function PrimaryNav({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Primary" className="primary-nav">
      <MenuCurrentProvider items={items}>
        <ul role="list" className="primary-nav__list">
          {items.map((item) => (
            <li key={item.id} className={itemClass(item)}>
              <MenuLink item={item} className="primary-nav__link">
                {item.label}
                {item.children.length > 0 && <ChevronDownIcon className="primary-nav__chevron" />}
              </MenuLink>
              {item.children.length > 0 && (item.mega ? <MegaPanel mega={item.mega} items={item.children} /> : <Submenu items={item.children} />)}
            </li>
          ))}
        </ul>
      </MenuCurrentProvider>
    </nav>
  );
}

function itemClass(item: NavItem): string {
  const classes = ["primary-nav__item"];
  if (item.children.length > 0) classes.push("has-submenu");
  if (item.mega) classes.push(`has-mega has-mega--${item.mega.width}`);
  return classes.join(" ");
}

function Submenu({ items }: { items: NavItem[] }) {
  return (
    <ul role="list" className="submenu">
      {items.map((child) => (
        <li key={child.id}>
          <MenuLink item={child} className="submenu__link">
            {child.label}
          </MenuLink>
          {child.children.length > 0 && <Submenu items={child.children} />}
        </li>
      ))}
    </ul>
  );
}
