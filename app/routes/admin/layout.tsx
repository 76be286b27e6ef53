import { Outlet } from "react-router";
import { sectionsFor, STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../domain/admin/permissions.ts";
import { staffMember } from "../../../server/http/access.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { AdminErrorView } from "../../components/admin/admin-error-view.tsx";
import { ADMIN_HEADERS, requireStaff } from "../../lib/admin.server.ts";
import adminStylesheet from "../../styles/admin.css?url";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet, precedence: "default" }];

export function meta() {
  return [{ title: "Admin — Vitrine" }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return ADMIN_HEADERS;
}

export const handle = { breadcrumb: "Admin" };

/** The admin's frame for any staff member; each page under it asks its own rule as well (see permissions.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = await requireStaff(context.ctx, staffMember);
  const role = STAFF_ROLES.find((r) => customer.roles.includes(r)) ?? "editor";
  return {
    sections: sectionsFor(customer.roles),
    staff: { displayName: customer.displayName || customer.email, email: customer.email, roleLabel: STAFF_ROLE_LABELS[role] },
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell sections={loaderData.sections} staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="admin__main">
      <AdminErrorView error={error} />
    </main>
  );
}
