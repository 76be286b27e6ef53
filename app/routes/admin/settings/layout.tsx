import { NavLink, Outlet } from "react-router";
import { settingsManager } from "../../../../server/http/access.ts";
import { SETTINGS_GROUP_IDS, SETTINGS_GROUPS } from "../../../../server/services/settings-admin/index.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/layout";

export const handle = { breadcrumb: "Settings" };

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  return { groups: SETTINGS_GROUP_IDS.map((id) => ({ id, title: SETTINGS_GROUPS[id].title })) };
}

/** The settings' own navigation beside the page: one entry per group, and the menus. */
export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="settings">
      <nav aria-label="Settings" className="settings__nav">
        <ul>
          {loaderData.groups.map((group) => (
            <li key={group.id}>
              <NavLink to={`/admin/settings/${group.id}`}>{group.title}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin/settings/menus">Menus</NavLink>
          </li>
        </ul>
      </nav>
      <div className="settings__page">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
