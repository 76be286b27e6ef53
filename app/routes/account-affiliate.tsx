import { data } from "react-router";
import { tabFromParam } from "../../domain/affiliates/dashboard-layout.ts";
import { STATISTICS_PERIODS } from "../../domain/affiliates/dashboard.ts";
import { AffiliateDashboard } from "../components/affiliate/affiliate-dashboard.tsx";
import { ApplyForm } from "../components/affiliate/apply-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { problemFor } from "../lib/account-forms.ts";
import { PRIVATE_HEADERS, requireCustomer } from "../lib/account.server.ts";
import affiliateStylesheet from "../styles/affiliate.css?url";
import { affiliateAction } from "./account-affiliate.server.ts";
import type { Route } from "./+types/account-affiliate";

/** The dashboard's styles load with this page only. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: affiliateStylesheet, precedence: "default" }];

export function meta() {
  return [{ title: "Affiliate dashboard — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

/** A signed-in customer: an affiliate gets their own dashboard, anyone else the application form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, customer } = await requireCustomer(context.ctx);
  const query = new URL(request.url).searchParams;
  // The link and the embed codes are shared outside the shop: absolute, on the address this page was asked
  // for (through a trusted proxy, the address the visitor used) when no public origin is configured.
  const dashboard = await context.services.affiliates.dashboardFor(customer.id, undefined, context.ctx.origin);
  const period = STATISTICS_PERIODS.find((p) => p === query.get("period")) ?? "last30";
  return data(
    {
      dashboard,
      nonce: session.nonce,
      tab: tabFromParam(query.get("tab")),
      period,
      notices: { settingsSaved: query.get("saved") === "1", payoutRequested: query.get("requested") === "1", applied: query.get("applied") === "1" },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return affiliateAction(request, context.ctx);
}

export default function AccountAffiliate({ loaderData, actionData }: Route.ComponentProps) {
  const { dashboard, nonce, tab, period, notices } = loaderData;
  // No dashboard before staff approve: the application, or the word that it waits.
  if (!dashboard || dashboard.affiliate.status === "pending")
    return <ApplyForm pending={dashboard !== null} justApplied={notices.applied} problem={problemFor(actionData, "apply")} />;
  const problems = { payout: problemFor(actionData, "payout"), settings: problemFor(actionData, "settings") };
  // A refused post comes back to the tab of its form.
  const shownTab = problems.payout ? "payouts" : problems.settings ? "settings" : tab;
  return <AffiliateDashboard dashboard={dashboard} nonce={nonce} tab={shownTab} period={period} notices={notices} problems={problems} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
