import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { isActive, progressPercent } from "../../../../domain/admin/bulk-job.ts";
import { ChangeTable, ReasonList } from "./change-list.tsx";
import type { JobView } from "./job-types.ts";

/** How often a running job's page asks again. */
const REFRESH_MS = 1_000;

/** A queued or running job's progress: asked again every second with JavaScript, by a link without it. */
export function JobProgress({ job }: { job: JobView }) {
  const revalidator = useRevalidator();
  const active = isActive(job.status);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
  if (!active) return null;
  const percent = progressPercent(job.done, job.total);
  return (
    <section className="admin-card" aria-labelledby="progress-title">
      <h2 id="progress-title">Progress</h2>
      <label htmlFor="job-progress">
        {job.done.toLocaleString("en-GB")} of {job.total.toLocaleString("en-GB")} products ({percent} %)
      </label>
      <progress id="job-progress" className="admin-products__progress" max={job.total} value={job.done} />
      <div className="admin-actions">
        <Link to=".">Refresh</Link>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="admin-button--danger">
            Stop the job
          </button>
        </Form>
      </div>
    </section>
  );
}

/** What a job did: counts, reasons and the products one by one (the first 500). */
export function JobReport({ job, categoryNames }: { job: JobView; categoryNames: ReadonlyMap<number, string> }) {
  const { report } = job;
  if (job.status === "preview" || (job.done === 0 && isActive(job.status))) return null;
  return (
    <section className="admin-card" aria-labelledby="report-title">
      <h2 id="report-title">Report</h2>
      <dl className="admin-products__counts">
        <div>
          <dt>Changed</dt>
          <dd>{report.changed.toLocaleString("en-GB")}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{report.skipped.toLocaleString("en-GB")}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{report.failed.toLocaleString("en-GB")}</dd>
        </div>
      </dl>
      <ReasonList reasons={report.reasons} label="Skipped or failed, and why" />
      <ChangeTable
        caption={`Products${report.items.length < report.changed + report.skipped + report.failed ? " (the first 500)" : ""}`}
        items={report.items}
        categoryNames={categoryNames}
      />
    </section>
  );
}
