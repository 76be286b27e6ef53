import { MenuCurrentProvider, MenuLink } from "./menu-link.tsx";
import type { NavItem } from "./menu-types.ts";
import { Wordmark } from "./wordmark.tsx";

type SiteFooterProps = { menu: NavItem[]; year: number };

/** Items with children become titled columns; single links share one column. */
export function SiteFooter({ menu, year }: SiteFooterProps) {
  const groups = menu.filter((item) => item.children.length > 0);
  const singles = menu.filter((item) => item.children.length === 0);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Wordmark />
          <p className="muted">Considered goods for everyday living, shipped with care across Europe.</p>
        </div>
        {menu.length > 0 && (
          <nav aria-label="Footer" className="site-footer__nav">
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
                  <h2 className="site-footer__heading">Information</h2>
                  <FooterLinks items={singles} />
                </div>
              )}
            </MenuCurrentProvider>
          </nav>
        )}
      </div>
      <div className="container site-footer__bottom" data-footer-row="below">
        <p>© {year} Vitrine. All rights reserved.</p>
      </div>
    </footer>
  );
}

function FooterLinks({ items }: { items: NavItem[] }) {
  return (
    <ul role="list" className="site-footer__links">
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item}>{item.label}</MenuLink>
        </li>
      ))}
    </ul>
  );
}
