import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AdminDocument, isAdminPath } from "./components/admin/admin-document.tsx";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/shell/site-footer.tsx";
import { SiteHeader } from "./components/shell/site-header.tsx";
import type { NavItem } from "./components/shell/menu-types.ts";
import { menuLocationsIn, type MenuLocation } from "../domain/shell/header-layout.ts";
import { shellCss } from "../domain/shell/shell-css.ts";
import { FALLBACK_HEADER_SETTINGS } from "./lib/shell-fallback.ts";
import { ComingSoonBanner, StoreNotice } from "./components/shell/store-notice.tsx";
import { RouteErrorView } from "./components/errors/route-error-view.tsx";
import { accountFlowSettings, ADDON_SETTINGS_ELEMENT_ID, settingsScriptText } from "../domain/account/addon-settings.ts";
import { seesComingSoonBanner } from "../domain/store-notice/coming-soon.ts";
import { bannerHeadScript, comingSoonBanner, type DismissibleBanner, storeNoticeBanner } from "../domain/store-notice/dismissal.ts";
import { visibleStoreNotice } from "../domain/store-notice/settings.ts";
import { colorSwitcherSettings, PALETTE_SETTINGS_DEFAULTS } from "../domain/palette/palette.ts";
import { paletteCss } from "../domain/palette/palette-css.ts";
import { followsSystem, paletteCookieValue, parsePaletteCookie, serverPaletteState } from "../domain/palette/palette-state.ts";
import { isEnhancedAddToCart } from "./lib/cart-notice.ts";
import { PALETTE_START_ATTRIBUTE, PALETTE_SYSTEM_ATTRIBUTE, paletteScript } from "./lib/palette-script.ts";
import { ScrollToTop } from "./components/shell/scroll-to-top.tsx";
import { AdminBar } from "./components/shell/admin-bar.tsx";
import { StickyFooter } from "./components/shell/sticky-footer.tsx";
import { StickyHeaderFrame } from "./components/shell/sticky-header.tsx";
import { adminBarLinks, seesAdminBar } from "../domain/shell/admin-bar.ts";
import { stickyLayoutAddonSettings } from "../domain/shell/addon-settings.ts";
import { earlyClickScript, replayEarlyClicks } from "./lib/early-clicks.ts";
import { priceDisplayOf } from "./lib/price-display.server.ts";
import "./load-context.ts";
import stylesheet from "./styles/index.css?url";

// The storefront's stylesheet is rendered by the storefront's Layout (below), not listed here: the merchant
// admin has its own (routes/admin/layout.tsx) and does not load the shop's.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, services } = context;
  const [{ header, menus }, cartCount, customer, storeNotice, comingSoon, palette, theme, priceDisplay] = await Promise.all([
    headerAndMenus(services),
    // The request's one session (looked up once, or started by an action of this request). No session
    // cookie, no query: anonymous (and shared, cached) pages always show an empty cart and no customer.
    ctx.session().then((session) => (session ? services.cart.countForSession(session.id) : 0)),
    ctx.customer(),
    // Settings are read through the settings service's short cache; the same for every visitor.
    services.settings.storeNotice(),
    services.settings.comingSoon(),
    services.settings.palette(),
    services.settings.theme(),
    priceDisplayOf(services),
  ]);
  return {
    header,
    menus,
    cartCount,
    // An affiliate's account menu also lists their dashboard.
    customer: customer ? { displayName: customer.displayName, affiliate: customer.roles.includes("affiliate") } : null,
    // Editors and administrators are told about broken menu options (components/shell/menu-options-check.ts).
    editor: customer ? customer.roles.some((role) => role === "editor" || role === "admin") : false,
    // Staff see the admin bar; their pages are personal (a session), never the page cache's shared copy.
    adminBarLinks: customer && seesAdminBar(customer.roles) ? adminBarLinks(customer.roles) : null,
    stickyLayout: stickyLayoutAddonSettings(header),
    storeNotice: visibleStoreNotice(storeNotice),
    comingSoonBanner: customer ? seesComingSoonBanner(comingSoon, customer.roles) : false,
    // Whether the dismissal call has a session to go with (a shared page is only ever served without one).
    hasSession: (await ctx.session()) !== null,
    // The palette this visitor chose (the switcher's cookie), so the first paint has it; the page cache
    // keeps one copy per cookie value (server/http/page-cache.ts).
    palette: { settings: palette, state: serverPaletteState(parsePaletteCookie(paletteCookieValue(request.headers.get("cookie"))), palette) },
    // Add to cart across the shop (S-3-33): where an add goes, AJAX on the product page, the cards' quick view.
    theme,
    // How prices show: with or without tax in the shop and in the cart, and the suffix (domain/tax/display.ts).
    priceDisplay,
    year: new Date().getFullYear(),
    // The inline scripts the shell renders itself carry the answer's CSP nonce.
    cspNonce: context.cspNonce,
  };
}

/** The header settings, then only the menus their layout places (the header and footer builder). */
async function headerAndMenus(services: Route.LoaderArgs["context"]["services"]) {
  const header = await services.settings.header();
  const locations = menuLocationsIn(header.layout, header.footer);
  const read = await Promise.all(locations.map(async (location) => [location, await services.content.getMenu(location)] as const));
  const menus: Partial<Record<MenuLocation, NavItem[]>> = Object.fromEntries(read);
  return { header, menus };
}

/** An add to cart answers the cart the header shows: the menus and the count are not read again after it. */
export function shouldRevalidate({ formAction, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isEnhancedAddToCart({ formAction, formData }) ? false : defaultShouldRevalidate;
}

/** The shell around every page, error pages included; without root data (the root loader failed) it still renders. */
export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const customer = shell?.customer ?? null;
  // The per-response CSP nonce, once the root data carries one: inline scripts need it.
  const nonce = shell?.cspNonce;
  const palette = shell?.palette ?? { settings: PALETTE_SETTINGS_DEFAULTS, state: "default" as const };
  const header = shell?.header ?? FALLBACK_HEADER_SETTINGS;
  const menus = shell?.menus ?? {};
  useEffect(replayEarlyClicks, []);
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return <AdminDocument paletteCss={paletteCss(palette.settings)}>{children}</AdminDocument>;
  const notice = shell?.storeNotice ?? null;
  const banners: DismissibleBanner[] = [...(shell?.comingSoonBanner ? [comingSoonBanner] : []), ...(notice ? [storeNoticeBanner(notice.id)] : [])];
  const noticeBanner = notice && <StoreNotice notice={notice} hasSession={shell?.hasSession ?? false} />;
  return (
    // The head scripts may mark <html> before React runs (a dismissed banner; the system preference or a
    // cookie the server did not see for the palette): those attributes are the browser's to keep.
    <html
      lang="en"
      data-palette={palette.state}
      {...{
        [PALETTE_START_ATTRIBUTE]: serverPaletteState(null, palette.settings),
        [PALETTE_SYSTEM_ATTRIBUTE]: followsSystem(palette.settings) ? "" : undefined,
      }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Hides dismissed banners before the first paint: their cookies are read here, not on the server. */}
        {banners.length > 0 && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bannerHeadScript(banners) }} />}
        {/* Both palettes' colour tokens; <html data-palette> picks one (domain/palette/palette-css.ts). */}
        <style id="vitrine-palette" dangerouslySetInnerHTML={{ __html: paletteCss(palette.settings) }} />
        {/* Sets data-palette before the first paint: the system preference, the cookie (lib/palette-script.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: paletteScript }} />
        {/* Which header variant shows, the logo widths and the boxed layout, from the header settings (domain/shell/shell-css.ts). */}
        <style id="vitrine-shell" dangerouslySetInnerHTML={{ __html: shellCss(header) }} />
        {/* With a precedence React puts the stylesheet ahead of the script preloads in <head>, so the one
            render-blocking request is not queued behind ~120 KB of JavaScript on a slow link. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {/* Holds taps on links that act differently once the page runs, until it does (lib/early-clicks.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
      </head>
      <body
        data-logged-in={customer ? "true" : "false"}
        data-editor={shell?.editor ? "true" : undefined}
        data-admin-bar={shell?.adminBarLinks ? "" : undefined}
        data-sticky-footer={header.sticky.footer ? "" : undefined}
      >
        {/* The add-on settings (S-3-34, S-3-37), for scripts to read. */}
        <script
          id={ADDON_SETTINGS_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{
            __html: settingsScriptText({
              ...shell?.stickyLayout,
              ...accountFlowSettings(customer !== null),
              colorSwitcher: colorSwitcherSettings(palette.settings),
            }),
          }}
        />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {shell?.adminBarLinks && <AdminBar links={shell.adminBarLinks} />}
        {shell?.comingSoonBanner && <ComingSoonBanner />}
        {notice?.position === "top" && noticeBanner}
        <StickyHeaderFrame sticky={header.sticky} stickyBreakPoint={header.breakpoints.sticky} hasAdminBar={shell?.adminBarLinks != null}>
          <SiteHeader
            settings={header}
            menus={menus}
            cartCount={shell?.cartCount ?? 0}
            customer={customer}
            palette={{ isDarkPalette: palette.settings.isDarkPalette, forceReload: palette.settings.forceReload }}
          />
        </StickyHeaderFrame>
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={header.footer} menus={menus} year={shell?.year ?? new Date().getFullYear()} />
        {notice?.position === "bottom" && noticeBanner}
        {header.sticky.footer && <StickyFooter />}
        <ScrollToTop />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [{ title: "Vitrine" }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Something went wrong"} — Vitrine` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
