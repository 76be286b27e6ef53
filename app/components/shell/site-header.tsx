import { useLocation, useSearchParams } from "react-router";
import { AccountAction } from "./account-action.tsx";
import { CartLink } from "./cart-link.tsx";
import type { NavItem } from "./menu-types.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { PaletteSwitcher } from "./palette-switcher.tsx";
import { PrimaryNav } from "./primary-nav.tsx";
import type { MobileMenuStyle, SearchStyle } from "../../../domain/shell/header-settings.ts";
import { SearchForm } from "./search-form.tsx";
import { SearchOverlay } from "./search-overlay.tsx";
import { Wordmark } from "./wordmark.tsx";

type SiteHeaderProps = {
  primaryMenu: NavItem[];
  cartCount: number;
  customer: { displayName: string } | null;
  searchStyle: SearchStyle;
  mobileMenuStyle: MobileMenuStyle;
  palette: { isDarkPalette: boolean; forceReload: boolean };
};

/** Primary row (logo, search, account, cart) and, on wide screens, a navigation row below it. */
export function SiteHeader({ primaryMenu, cartCount, customer, searchStyle, mobileMenuStyle, palette }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentSearch = pathname === "/search" ? (searchParams.get("q") ?? "") : "";
  return (
    <header className="site-header">
      <div className={`site-header__main container${searchStyle === "inline" ? "" : " site-header__main--search-overlay"}`} data-header-row="primary">
        <MobileMenu items={primaryMenu} menuStyle={mobileMenuStyle} />
        <Wordmark />
        {searchStyle === "inline" && <SearchForm className="site-header__search" defaultValue={currentSearch} />}
        <div className="site-header__actions">
          {searchStyle !== "inline" && <SearchOverlay style={searchStyle} defaultValue={currentSearch} />}
          <PaletteSwitcher {...palette} />
          <AccountAction customer={customer} />
          <CartLink count={cartCount} />
        </div>
      </div>
      {primaryMenu.length > 0 && (
        <div className="site-header__nav-row" data-header-row="below">
          <div className="container">
            <PrimaryNav items={primaryMenu} />
          </div>
        </div>
      )}
    </header>
  );
}
