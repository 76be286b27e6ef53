import { Link } from "react-router";
import { JOB_STATUS_LABELS } from "../../../../domain/admin/bulk-job.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { actionTitle, formatDate } from "../../../components/admin/products/format.ts";
import type { JobView } from "../../../components/admin/products/job-types.ts";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/jobs";

export const handle = { breadcrumb: "Bulk jobs" };

export function meta() {
  return [{ title: "Products jobs — Vitrine admin" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const [jobs, categories] = await Promise.all([context.services.adminProducts.recentJobs(), context.services.adminProducts.categories()]);
  return { jobs: jobs as JobView[], categories };
}

export default function ProductJobs({ loaderData }: Route.ComponentProps) {
  const names = new Map(loaderData.categories.map((category) => [category.id, category.name]));
  return (
    <div className="admin-page admin-products">
      <header className="admin-page__header">
        <h1>Bulk jobs</h1>
        <Link to="/admin/products">Back to the products</Link>
      </header>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <caption className="visually-hidden">The latest bulk actions and imports</caption>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Applies to</th>
              <th scope="col">Status</th>
              <th scope="col">Changed / skipped / failed</th>
              <th scope="col">Started by</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.jobs.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-table__empty">
                  No bulk action or import yet.
                </td>
              </tr>
            )}
            {loaderData.jobs.map((job) => (
              <tr key={job.id}>
                <td>
                  <Link to={`/admin/products/jobs/${job.id}`}>
                    #{job.id} {actionTitle(job.summary.action, names)}
                  </Link>
                </td>
                <td>{job.summary.scope}</td>
                <td>{JOB_STATUS_LABELS[job.status]}</td>
                <td className="admin-table__number">
                  {job.report.changed} / {job.report.skipped} / {job.report.failed}
                </td>
                <td>{job.summary.by}</td>
                <td>{formatDate(job.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
