import { Link } from "react-router";
import { MENU_LOCATIONS } from "../../../../domain/shell/header-layout.ts";
import { settingsManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/menus";

export function meta() {
  return [{ title: "Menus — Vitrine admin" }];
}

export const handle = { breadcrumb: "Menus" };

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  const stored = new Map((await context.services.content.listMenus()).map((menu) => [menu.location, menu.name]));
  return { menus: MENU_LOCATIONS.map((location) => ({ location, name: stored.get(location) ?? null })) };
}

/** The four menu locations the header and footer can show, each with the menu there. */
export default function MenusPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Menus</h1>
      </header>
      <ul className="settings-overview" role="list">
        {loaderData.menus.map((menu) => (
          <li key={menu.location} className="admin-card">
            <h2>
              <Link to={menu.location}>{`${menu.location.charAt(0).toUpperCase()}${menu.location.slice(1)} menu`}</Link>
            </h2>
            <p>{menu.name ? `Shows “${menu.name}”.` : "No menu here yet."}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
