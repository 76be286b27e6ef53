import { useLocation } from "react-router";
import { settingsManager } from "../../../../server/http/access.ts";
import { isCardAvailable } from "../../../../domain/checkout/payment-methods.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { TestPaymentsNotice } from "../../../components/admin/test-payments-notice.tsx";
import { SettingsDocumentForm } from "../../../components/admin/settings/settings-document-form.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/group";
import { groupOf, handleGroupPost, loadGroup } from "./settings-group.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.group.title ?? "Settings"} settings — Vitrine admin` }];
}

export const handle = { breadcrumb: (data: { group: { title: string } }) => data.group.title };

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  const group = groupOf(params.group);
  const testPayments = group === "payments" && isCardAvailable((await context.services.settings.pricing()).payment.card);
  return { ...(await loadGroup(context.services, group)), testPayments };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, settingsManager);
  return handleGroupPost(context.services, actor, groupOf(params.group), form, new URL(request.url));
}

/** One settings group as a form over its stored document (see SettingsDocumentForm). */
export default function SettingsGroupPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const draft = actionData && "draft" in actionData ? actionData.draft : null;
  const { group } = loaderData;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{group.title}</h1>
      </header>
      <p className="admin-muted">{group.description}</p>
      {loaderData.testPayments && <TestPaymentsNotice />}
      <SettingsDocumentForm
        key={group.id}
        title={group.title}
        model={draft ?? loaderData}
        problem={problemOf(actionData, "save")}
        saved={!draft && new URLSearchParams(location.search).has("saved")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
