import { Form, Link, redirect } from "react-router";
import { MAX_IMPORT_ROWS } from "../../../../domain/admin/product-import.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { Field, FormNotice } from "../../../components/admin/field.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/import";

export const handle = { breadcrumb: "Import" };

export function meta() {
  return [{ title: "Import products — Vitrine admin" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  return null;
}

const EXAMPLE = 'name,sku,regular_price,sale_price,stock_quantity,categories,status\n"Desk lamp, brass",LAMP-100,49.00,39.00,12,lighting|lamps,publish';

/** Reads the file (or the pasted text), checks every row and shows the preview on the job's page. */
export async function action({ context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const file = form.get("file");
  const pasted = typeof form.get("csv") === "string" ? String(form.get("csv")) : "";
  const csv = file instanceof File && file.size > 0 ? await file.text() : pasted;
  // The pasted text is given back on a refusal; a file cannot be put back into its input.
  const values = { csv: pasted.length <= 100_000 ? pasted : "" };
  if (!csv.trim())
    return adminProblem(400, {
      intent: "import",
      message: "Choose a CSV file or paste its text.",
      fields: { csv: "Choose a CSV file or paste its text." },
      values,
    });
  const created = await attempt(() => context.services.adminProducts.createImportJob(actor, csv, { confirm: false }), { intent: "import", values });
  if (!created.ok) return created.response;
  return redirect(`/admin/products/jobs/${created.value.id}`, { status: 303, headers: ADMIN_HEADERS });
}

export default function ImportProducts({ actionData }: Route.ComponentProps) {
  const problem = problemOf(actionData, "import");
  return (
    <div className="admin-page admin-products">
      <header className="admin-page__header">
        <h1>Import products</h1>
        <Link to="/admin/products">Back to the products</Link>
      </header>
      <Form method="post" encType="multipart/form-data" className="admin-card" aria-labelledby="import-title">
        <h2 id="import-title">A CSV file of simple products</h2>
        <FormNotice problem={problem} />
        <p>
          The first row names the columns, in any order: <code>name</code> and <code>regular_price</code> are required; <code>sku</code>,{" "}
          <code>sale_price</code>, <code>stock_quantity</code>, <code>categories</code> (slugs separated by |) and <code>status</code> (publish or draft) are
          optional. At most {MAX_IMPORT_ROWS.toLocaleString("en-GB")} rows and 1 MB per upload. You will see every row before anything is created.
        </p>
        <p>For example:</p>
        <pre className="admin-products__example">{EXAMPLE}</pre>
        <input type="hidden" name="intent" value="import" />
        <div className="admin-field">
          <label htmlFor="import-file">CSV file</label>
          <input id="import-file" type="file" name="file" accept=".csv,text/csv" />
        </div>
        <Field label="Or paste the CSV text" name="csv" problem={problem} hint="The file's text, its header row first.">
          {(props) => <textarea {...props} rows={8} spellCheck={false} className="admin-products__csv" />}
        </Field>
        <button type="submit" className="admin-button--primary">
          Preview the import
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
