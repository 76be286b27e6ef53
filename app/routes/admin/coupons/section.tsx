import { Outlet } from "react-router";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import type { Route } from "./+types/section";

/** The coupons pages' parent: only the breadcrumb. It loads nothing; each page under it asks couponManager itself. */
export const handle = { breadcrumb: "Coupons" };

export default function CouponsSection() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
