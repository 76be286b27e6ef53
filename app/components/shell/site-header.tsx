import { useLocation, useSearchParams } from "react-router";
import { HEADER_DEVICES, HEADER_ROWS, rowHasItems } from "../../../domain/shell/header-layout.ts";
import { HeaderDialogs } from "./header-dialogs.tsx";
import type { HeaderShell } from "./header-items/header-item-props.ts";
import { HeaderRow } from "./header-row.tsx";

type SiteHeaderProps = Omit<HeaderShell, "currentSearch">;

/**
 * The header builder's header (storefront-shell §2): the desktop and the mobile layout of the settings, each
 * its rows top to bottom, an empty row left out. Both variants are in the page and the settings' stylesheet
 * (domain/shell/shell-css.ts) shows one by the header break point, so the server needs no idea of the
 * screen and nothing moves once the page runs. What the actions open is rendered once (HeaderDialogs).
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const shell: HeaderShell = { ...props, currentSearch: pathname === "/search" ? (searchParams.get("q") ?? "") : "" };
  const { layout } = props.settings;
  return (
    <header className="site-header" data-search-style={props.settings.searchStyle}>
      {HEADER_DEVICES.map((device) => (
        <div key={device} className={`site-header__device site-header__device--${device}`} data-header-device={device}>
          {HEADER_ROWS.filter((row) => rowHasItems(layout[device][row])).map((row) => (
            <HeaderRow key={row} name={row} row={layout[device][row]} shell={shell} />
          ))}
        </div>
      ))}
      <HeaderDialogs cartCount={props.cartCount} signedIn={props.customer !== null} />
    </header>
  );
}
