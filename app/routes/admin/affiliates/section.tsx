import { Outlet } from "react-router";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import type { Route } from "./+types/section";

/** The affiliate pages' parent: only the breadcrumb. It loads nothing; each page under it asks affiliateManager itself. */
export const handle = { breadcrumb: "Affiliates" };

export default function AffiliatesSection() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
