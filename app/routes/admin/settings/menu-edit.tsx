import { useLocation } from "react-router";
import { settingsManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { MenuEditor } from "../../../components/admin/settings/menu-editor.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/menu-edit";
import { handleMenuPost, loadMenu, locationOf } from "./menus.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.location ?? "Menu"} menu — Vitrine admin` }];
}

export const handle = { breadcrumb: (data: { location: string }) => `${data.location} menu` };

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  return loadMenu(context.services, locationOf(params.location));
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, settingsManager);
  return handleMenuPost(context.services, actor, locationOf(params.location), form, new URL(request.url));
}

export default function MenuEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const draft = actionData && "draft" in actionData ? actionData.draft : null;
  const current = draft ?? loaderData;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{`${loaderData.location.charAt(0).toUpperCase()}${loaderData.location.slice(1)} menu`}</h1>
      </header>
      <p className="admin-muted">Order and nest the items with the buttons, or drag them (sideways to nest). Nothing changes on the shop until you save.</p>
      <MenuEditor
        key={JSON.stringify(current.rows.map((row) => [row.key, row.depth]))}
        name={current.name}
        rows={current.rows}
        problem={problemOf(actionData, "save")}
        saved={!draft && new URLSearchParams(location.search).has("saved")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
