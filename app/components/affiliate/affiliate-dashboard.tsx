import { useEffect, useRef, useState } from "react";
import { DASHBOARD_TAB_LABELS } from "../../../domain/affiliates/dashboard-layout.ts";
import { type AffiliateDashboard as Dashboard, DASHBOARD_TABS, type DashboardTab, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import type { FormProblem } from "../../lib/account-forms.ts";
import { FormNotice } from "../account/account-field.tsx";
import { DashboardTabs } from "./dashboard-tabs.tsx";
import { LinksPanel } from "./links-panel.tsx";
import { NetworkPanel } from "./network-panel.tsx";
import { OrdersPanel } from "./orders-panel.tsx";
import { PayoutsPanel } from "./payouts-panel.tsx";
import { SettingsPanel } from "./settings-panel.tsx";
import { StatisticsPanel } from "./statistics-panel.tsx";
import { useAreaTweaks } from "./use-area-tweaks.ts";

export type AffiliateDashboardProps = {
  dashboard: Dashboard;
  nonce: string;
  tab: DashboardTab;
  period: StatisticsPeriod;
  notices: { settingsSaved: boolean; payoutRequested: boolean };
  problems: { payout: FormProblem | null; settings: FormProblem | null };
};

const TABS = DASHBOARD_TABS.map((id) => ({ id, label: DASHBOARD_TAB_LABELS[id] }));
const STATUS_NOTES = {
  suspended: "Your affiliate account is suspended: your coupon and link earn nothing for now. Please contact us.",
} as const;

/**
 * The affiliate dashboard (spec §1, §4): the tabs (active state; wrapped above five links) over one panel
 * each, in an area whose width tweaks (below 850 px and 1150 px) apply to the area, not the window.
 */
export function AffiliateDashboard({ dashboard, nonce, tab, period, notices, problems }: AffiliateDashboardProps) {
  const [active, setActive] = useState(tab);
  useEffect(() => setActive(tab), [tab]);
  const area = useRef<HTMLDivElement>(null);
  const tweaks = useAreaTweaks(area);
  const hydrated = useHydrated();

  function select(next: DashboardTab) {
    setActive(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    url.searchParams.delete("saved");
    url.searchParams.delete("requested");
    window.history.replaceState(window.history.state, "", url);
  }

  const panel = (id: DashboardTab, children: React.ReactNode) => (
    <div
      role="tabpanel"
      id={`affiliate-panel-${id}`}
      aria-labelledby={`affiliate-tab-${id}`}
      hidden={id !== active}
      className="affiliate-panel"
      data-panel={id}
    >
      {children}
    </div>
  );
  const status = dashboard.affiliate.status;
  return (
    <div ref={area} className={["affiliate-dashboard", ...tweaks].join(" ")} data-hydrated={hydrated ? "" : undefined}>
      <h2 className="affiliate-dashboard__title">Affiliate dashboard</h2>
      {status === "suspended" && <FormNotice kind="error">{STATUS_NOTES.suspended}</FormNotice>}
      <DashboardTabs tabs={TABS} active={active} onSelect={select} hrefOf={(id) => `?tab=${id}`} />
      {panel("statistics", <StatisticsPanel dashboard={dashboard} period={period} />)}
      {panel("orders", <OrdersPanel orders={dashboard.orders} currency={dashboard.currency} />)}
      {panel("links", <LinksPanel referralUrl={dashboard.referralUrl} creatives={dashboard.creatives} />)}
      {panel("network", <NetworkPanel rows={dashboard.network} currency={dashboard.currency} />)}
      {panel("payouts", <PayoutsPanel dashboard={dashboard} requested={notices.payoutRequested} problem={problems.payout} />)}
      {panel(
        "settings",
        <SettingsPanel
          settings={dashboard.settings}
          nonce={nonce}
          savedWithoutScript={notices.settingsSaved}
          problem={problems.settings}
          onSaved={() => select("settings")}
        />,
      )}
    </div>
  );
}
