import { tabsWrap } from "../../../domain/affiliates/dashboard-layout.ts";

export type TabLink<T extends string> = { id: T; label: string };

type DashboardTabsProps<T extends string> = {
  tabs: readonly TabLink<T>[];
  active: T;
  onSelect: (tab: T) => void;
  /** The address of a tab, so the links work before JavaScript runs. */
  hrefOf: (tab: T) => string;
  idPrefix?: string;
};

/**
 * The dashboard's tab links (spec §4): the active one carries the active class and aria-selected; with
 * more than five links the row wraps (`affiliate-tabs--wrap`).
 */
export function DashboardTabs<T extends string>({ tabs, active, onSelect, hrefOf, idPrefix = "affiliate" }: DashboardTabsProps<T>) {
  return (
    <div role="tablist" aria-label="Affiliate dashboard" className={`affiliate-tabs${tabsWrap(tabs.length) ? " affiliate-tabs--wrap" : ""}`}>
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={hrefOf(tab.id)}
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          aria-selected={tab.id === active}
          className={`affiliate-tabs__link${tab.id === active ? " is-active" : ""}`}
          onClick={(event) => {
            event.preventDefault();
            onSelect(tab.id);
          }}
        >
          {tab.label}
        </a>
      ))}
    </div>
  );
}
