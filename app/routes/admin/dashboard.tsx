import { dashboardViewer } from "../../../server/http/access.ts";
import { AdminErrorView } from "../../components/admin/admin-error-view.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard — Vitrine admin" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { customer } = await requireStaff(context.ctx, dashboardViewer);
  return { name: customer.firstName || customer.displayName };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Dashboard</h1>
      </header>
      <p>Welcome back, {loaderData.name}.</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
