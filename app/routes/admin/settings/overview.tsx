import { Link } from "react-router";
import { settingsManager } from "../../../../server/http/access.ts";
import { SETTINGS_GROUP_IDS, SETTINGS_GROUPS } from "../../../../server/services/settings-admin/index.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/overview";

export function meta() {
  return [{ title: "Settings — Vitrine admin" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  return { groups: SETTINGS_GROUP_IDS.map((id) => ({ id, title: SETTINGS_GROUPS[id].title, description: SETTINGS_GROUPS[id].description })) };
}

export default function SettingsOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Settings</h1>
      </header>
      <ul className="settings-overview" role="list">
        {loaderData.groups.map((group) => (
          <li key={group.id} className="admin-card">
            <h2>
              <Link to={group.id}>{group.title}</Link>
            </h2>
            <p>{group.description}</p>
          </li>
        ))}
        <li className="admin-card">
          <h2>
            <Link to="menus">Menus</Link>
          </h2>
          <p>The primary, secondary, footer and mobile menus: their links, order and nesting.</p>
        </li>
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
