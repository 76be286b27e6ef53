import { MenuCurrentProvider, MenuLink } from "../menu-link.tsx";
import type { NavItem } from "../menu-types.ts";
import type { FooterItemProps } from "./footer-item-props.ts";

/**
 * A menu in a footer column. Entries with children become titled groups (the entry is the title, its
 * children the links); the single links share one group under the item's title ("Information" without one).
 */
export function FooterMenuItem({ item, shell }: FooterItemProps<"menu">) {
  const menu = shell.menus[item.menu] ?? [];
  if (menu.length === 0) return null;
  const groups = menu.filter((entry) => entry.children.length > 0);
  const singles = menu.filter((entry) => entry.children.length === 0);
  const label = item.title ?? (item.menu === "footer" ? "Footer" : `${item.menu.charAt(0).toUpperCase()}${item.menu.slice(1)} menu`);
  return (
    <nav aria-label={label} className="site-footer__nav">
      <MenuCurrentProvider items={menu}>
        {groups.map((group) => (
          <div key={group.id} className="site-footer__column">
            <h2 className="site-footer__heading">
              <MenuLink item={group}>{group.label}</MenuLink>
            </h2>
            <FooterLinks items={group.children} />
          </div>
        ))}
        {singles.length > 0 && (
          <div className="site-footer__column">
            <h2 className="site-footer__heading">{item.title ?? "Information"}</h2>
            <FooterLinks items={singles} />
          </div>
        )}
      </MenuCurrentProvider>
    </nav>
  );
}

function FooterLinks({ items }: { items: NavItem[] }) {
  return (
    <ul role="list" className="site-footer__links">
      {items.map((entry) => (
        <li key={entry.id}>
          <MenuLink item={entry}>{entry.label}</MenuLink>
        </li>
      ))}
    </ul>
  );
}
