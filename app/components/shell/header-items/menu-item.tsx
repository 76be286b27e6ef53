import { MenuCurrentProvider, MenuLink } from "../menu-link.tsx";
import type { NavItem } from "../menu-types.ts";
import { PrimaryNav } from "../primary-nav.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

/**
 * A menu placed in the header. The primary menu is the full desktop navigation with its submenus and mega
 * panels. Another location (a secondary menu of service links, say) is a plain row of links named after
 * its location, so two menus in one header are two distinct navigation landmarks. An empty menu shows nothing.
 */
export function MenuItem({ item, shell }: HeaderItemProps<"menu">) {
  const items = shell.menus[item.menu] ?? [];
  if (items.length === 0) return null;
  if (item.menu === "primary") return <PrimaryNav items={items} />;
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
