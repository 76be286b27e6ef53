/**
 * Coming-soon mode (the `coming_soon` settings row): before launch, visitors get a coming-soon page with
 * the merchant's heading and message, while staff (editors, administrators) see the shop with a banner.
 * The root layout's browser code reads this module, so it holds no schema (a zod object probes for eval
 * when it is built, which the Content-Security-Policy reports); the stored document is read in
 * coming-soon-schema.ts.
 */
export const COMING_SOON_SETTINGS_KEY = "coming_soon";

export const COMING_SOON_HEADING_MAX = 120;
export const COMING_SOON_MESSAGE_MAX = 1000;

export type ComingSoonSettings = {
  enabled: boolean;
  /** The coming-soon page's heading. */
  heading: string;
  /** The coming-soon page's message, below the heading. */
  message: string;
};

export const COMING_SOON_DEFAULTS: ComingSoonSettings = {
  enabled: false,
  heading: "Coming soon",
  message: "We are getting the shop ready. Come back soon.",
};

/** Staff see the shop (with the coming-soon banner): the roles that run the shop. */
export const COMING_SOON_BANNER_ROLES = ["admin", "editor"] as const;

const isStaff = (roles: readonly string[]) => roles.some((role) => (COMING_SOON_BANNER_ROLES as readonly string[]).includes(role));

export function seesComingSoonBanner(settings: Pick<ComingSoonSettings, "enabled">, roles: readonly string[]): boolean {
  return settings.enabled && isStaff(roles);
}

/**
 * Paths a visitor still reaches while the shop is coming soon: signing in (staff must get in), the
 * password-reset pages, signing out, the admin (which sends a guest to the login page itself), the
 * sign-in API, a fresh nonce and the health check (a load balancer must not take the shop out), and files (the build's assets, the icon, robots.txt). Anything else,
 * pages and API alike, could show the catalogue.
 */
const OPEN_PAGES = ["/account/login", "/account/lost-password", "/account/reset-password", "/account/logout", "/admin"];
const OPEN_PREFIXES = ["/admin/", "/api/auth/", "/assets/"];
const OPEN_EXACT = ["/api/nonce", "/api/health", "/favicon.svg", "/robots.txt"];

/**
 * The page a path is for: React Router's data requests (`/shop.data`, `/_root.data` for the home page)
 * load the same page as their path without `.data`; a trailing slash names the same page too.
 */
export function pageOfPath(pathname: string): string {
  let path = pathname;
  if (path === "/_root.data") return "/";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** Whether a visitor may reach this path while the shop is coming soon (see the lists above). */
export function isOpenWhileComingSoon(pathname: string): boolean {
  const path = pageOfPath(pathname);
  if (OPEN_PAGES.includes(path) || OPEN_EXACT.includes(path)) return true;
  return OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether this request is answered with the coming-soon page (or, on the API, its refusal) instead of
 * what it asked for: only while the mode is on, never for staff, never for the open paths.
 */
export function showsComingSoonPage(settings: Pick<ComingSoonSettings, "enabled">, roles: readonly string[], pathname: string): boolean {
  return settings.enabled && !isStaff(roles) && !isOpenWhileComingSoon(pathname);
}

/** How long crawlers are asked to wait before trying again (the `Retry-After` header), in seconds. */
export const COMING_SOON_RETRY_AFTER_SECONDS = 3600;
