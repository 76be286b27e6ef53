/**
 * Layout rules of the affiliate dashboard (storefront-shell spec §4 and §9): tab wrapping above five tab
 * links, the two narrow-area tweaks, and which tab an address asks for.
 */
import { DASHBOARD_MEDIUM_BELOW_PX, DASHBOARD_NARROW_BELOW_PX, DASHBOARD_TAB_WRAP_ABOVE, DASHBOARD_TABS, type DashboardTab } from "./dashboard.ts";

/** §4: the tab wrapping applies when there are more than 5 tab links. */
export function tabsWrap(tabLinkCount: number): boolean {
  return tabLinkCount > DASHBOARD_TAB_WRAP_ABOVE;
}

export type AreaTweaks = { narrow: boolean; medium: boolean };

/** §4: the tweaks of a dashboard area this wide (px): narrower than 850, narrower than 1150. */
export function areaTweaks(widthPx: number): AreaTweaks {
  return { narrow: widthPx < DASHBOARD_NARROW_BELOW_PX, medium: widthPx < DASHBOARD_MEDIUM_BELOW_PX };
}

/** The class names the area carries for those tweaks. */
export function areaTweakClasses(tweaks: AreaTweaks): string[] {
  return [tweaks.medium ? "affiliate-dashboard--below-1150" : null, tweaks.narrow ? "affiliate-dashboard--below-850" : null].filter(
    (c): c is string => c !== null,
  );
}

/** The tab `?tab=` names; anything else (or nothing) opens the statistics. */
export function tabFromParam(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? "statistics";
}

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  statistics: "Statistics",
  orders: "Orders",
  links: "Referral links & creatives",
  network: "Multi-level",
  payouts: "Payouts",
  settings: "Settings",
};
