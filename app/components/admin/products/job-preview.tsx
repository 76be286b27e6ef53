import { Form } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { ChangeTable, ReasonList } from "./change-list.tsx";
import { type BulkPreviewView, type ImportPreviewView, isBulkPreview, type JobView } from "./job-types.ts";

/** What a job waiting for confirmation would do, with the buttons to run it or drop it. */
export function JobPreview({ job, categoryNames }: { job: JobView; categoryNames: ReadonlyMap<number, string> }) {
  const preview = job.report.preview;
  const willChange = isBulkPreview(preview) ? preview.changes : (preview?.valid ?? 0);
  return (
    <section className="admin-card" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      {isBulkPreview(preview) ? <BulkPreviewBody preview={preview} categoryNames={categoryNames} /> : preview ? <ImportPreviewBody preview={preview} /> : null}
      <div className="admin-actions">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="admin-button--primary" disabled={willChange === 0}>
            {job.kind === "product-import" ? `Import ${willChange} products` : `Apply to ${willChange} products`}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit">Cancel</button>
        </Form>
      </div>
    </section>
  );
}

function BulkPreviewBody({ preview, categoryNames }: { preview: BulkPreviewView; categoryNames: ReadonlyMap<number, string> }) {
  return (
    <>
      <p>
        <strong>{preview.changes.toLocaleString("en-GB")}</strong> of {preview.targets.toLocaleString("en-GB")} products will change;{" "}
        {preview.skips.toLocaleString("en-GB")} will be skipped.
      </p>
      <ChangeTable caption="A sample of the changes" items={preview.sample} categoryNames={categoryNames} />
      <ReasonList reasons={preview.reasons} label="Skipped, and why" />
      <ChangeTable caption="A sample of the skipped products" items={preview.skippedSample} categoryNames={categoryNames} />
    </>
  );
}

function ImportPreviewBody({ preview }: { preview: ImportPreviewView }) {
  return (
    <>
      <p>
        <strong>{preview.valid.toLocaleString("en-GB")}</strong> rows will be imported; {preview.refusedCount.toLocaleString("en-GB")} are refused.
      </p>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <caption>Rows to import{preview.valid > preview.sample.length ? ` (the first ${preview.sample.length})` : ""}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Name</th>
              <th scope="col">SKU</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">Categories</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.name}</td>
                <td>{row.sku ?? "—"}</td>
                <td>{row.salePrice !== null ? `${formatMoney(row.salePrice)} (was ${formatMoney(row.regularPrice)})` : formatMoney(row.regularPrice)}</td>
                <td>{row.stockQuantity ?? "not tracked"}</td>
                <td>{row.categorySlugs.join(", ") || "—"}</td>
                <td>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.refused.length > 0 && (
        <div className="admin-table__scroll">
          <table className="admin-table">
            <caption>Refused rows</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Name</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {preview.refused.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.name || "—"}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
