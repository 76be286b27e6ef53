import { data, Link, redirect } from "react-router";
import { JOB_STATUS_LABELS } from "../../../../domain/admin/bulk-job.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { actionTitle, formatDate } from "../../../components/admin/products/format.ts";
import { JobPreview } from "../../../components/admin/products/job-preview.tsx";
import { JobProgress, JobReport } from "../../../components/admin/products/job-progress.tsx";
import type { JobView } from "../../../components/admin/products/job-types.ts";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";
import { jobIdOf } from "./products.server.ts";
import { z } from "zod";
import type { Route } from "./+types/job";

export const handle = { breadcrumb: (data: { job: { id: number } }) => `Products job ${data.job.id}` };

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded ? `Job ${loaded.job.id}` : "Job"} — Vitrine admin` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const id = jobIdOf(params.id);
  try {
    const [job, categories] = await Promise.all([context.services.adminProducts.getJob(id), context.services.adminProducts.categories()]);
    return { job: job as JobView, categories };
  } catch (error) {
    if (isServiceError(error) && error.status === 404) throw data({ error: { message: error.message } }, { status: 404, headers: ADMIN_HEADERS });
    throw error;
  }
}

const jobForm = z.object({ intent: z.enum(["confirm", "cancel"]) });

/** Runs a previewed job (queued for the worker) or drops it; stops a queued or running one. */
export async function action({ params, context }: Route.ActionArgs) {
  const { form } = await requireStaffForm(context.ctx, catalogueManager);
  const id = jobIdOf(params.id);
  const parsed = parseAdminForm(jobForm, formValues(form));
  if (!parsed.ok) return parsed.response;
  const products = context.services.adminProducts;
  const done = await attempt(() => (parsed.data.intent === "confirm" ? products.confirmJob(id) : products.cancelJob(id)), { intent: parsed.data.intent });
  if (!done.ok) return done.response;
  return redirect(`/admin/products/jobs/${id}`, { status: 303, headers: ADMIN_HEADERS });
}

export default function ProductJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, categories } = loaderData;
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <div className="admin-page admin-products">
      <header className="admin-page__header">
        <h1>{actionTitle(job.summary.action, categoryNames)}</h1>
        <Link to="/admin/products">Back to the products</Link>
      </header>
      <FormNotice problem={problemOf(actionData)} />
      <dl className="admin-products__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span role="status">{JOB_STATUS_LABELS[job.status]}</span>
          </dd>
        </div>
        <div>
          <dt>Applies to</dt>
          <dd>{job.summary.scope}</dd>
        </div>
        <div>
          <dt>Started by</dt>
          <dd>{job.summary.by || "the shop"}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(job.createdAt)}</dd>
        </div>
        {job.finishedAt && (
          <div>
            <dt>Finished</dt>
            <dd>{formatDate(job.finishedAt)}</dd>
          </div>
        )}
      </dl>
      {job.status === "preview" && <JobPreview job={job} categoryNames={categoryNames} />}
      <JobProgress job={job} />
      <JobReport job={job} categoryNames={categoryNames} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
