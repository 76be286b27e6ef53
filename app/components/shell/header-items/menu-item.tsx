import { MenuCurrentProvider, MenuLink } from "../menu-link.tsx";
import type { NavItem } from "../menu-types.ts";
import { PrimaryNav } from "../primary-nav.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

/**
 * A menu placed in the header, a navigation landmark named after its location (two menus in one header
 * are two landmarks). The primary menu, and any menu with submenus, is the full desktop navigation with
 * its submenus and mega panels; a flat one (a secondary menu of service links, say) is a plain row of
 * links. An empty menu shows nothing.
 */
export function MenuItem({ item, shell }: HeaderItemProps<"menu">) {
  const items = shell.menus[item.menu] ?? [];
  if (items.length === 0) return null;
  if (item.menu === "primary" || items.some((entry) => entry.children.length > 0)) return <PrimaryNav items={items} label={menuLabel(item.menu)} />;
  return <LinkRowNav label={menuLabel(item.menu)} items={items} />;
}

const menuLabel = (location: string) => location.charAt(0).toUpperCase() + location.slice(1);

function LinkRowNav({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <nav aria-label={label} className="header-menu">
      <MenuCurrentProvider items={items}>
        <ul role="list" className="header-menu__list">
          {items.map((entry) => (
            <li key={entry.id}>
              <MenuLink item={entry} className="header-menu__link">
                {entry.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </MenuCurrentProvider>
    </nav>
  );
}
