import type { RowSelectionState } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { PRODUCT_LIST_COUNT_CAP, totalLabel } from "../../../../domain/admin/product-list.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { BulkForm } from "../../../components/admin/products/bulk-form.tsx";
import { ProductFilters } from "../../../components/admin/products/product-filters.tsx";
import { ProductListPager } from "../../../components/admin/products/product-list-pager.tsx";
import { ProductTable } from "../../../components/admin/products/product-table.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import { bulkActionOf, bulkFormSchema, bulkTargetOf, listQueryOf } from "./products.server.ts";
import type { Route } from "./+types/list";

export const handle = { breadcrumb: "Products" };

export function meta() {
  return [{ title: "Products — Vitrine admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const query = listQueryOf(new URL(request.url));
  const [page, categories] = await Promise.all([context.services.adminProducts.list(query), context.services.adminProducts.categories()]);
  const { q, type, category, stock, status, sort, dir } = query;
  return { page, categories, filters: { q, type, category, stock, status }, sort: { sort, dir } };
}

/** Writes the bulk action as a job waiting for confirmation, and shows its preview on the job's page. */
export async function action({ context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const values = formValues(form);
  const parsed = parseAdminForm(bulkFormSchema, values, "bulk-preview");
  if (!parsed.ok) return parsed.response;
  const bulk = bulkActionOf(parsed.data);
  if (!bulk.ok) return adminProblem(400, { intent: "bulk-preview", message: "Please correct the fields marked below.", fields: bulk.fields, values });
  const target = bulkTargetOf(parsed.data, form.getAll("ids"));
  if (!target.ok) return adminProblem(400, { intent: "bulk-preview", message: target.message, fields: {}, values });
  const created = await attempt(
    () => context.services.adminProducts.createBulkJob(actor, bulk.action, target.target, { confirm: false, scope: target.scope }),
    {
      intent: "bulk-preview",
      values,
    },
  );
  if (!created.ok) return created.response;
  return redirect(`/admin/products/jobs/${created.value.id}`, { status: 303, headers: ADMIN_HEADERS });
}

export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
  const { page, categories, filters, sort } = loaderData;
  const [selection, setSelection] = useState<RowSelectionState>({});
  // Another page or filter shows other rows: ticks on rows no longer shown would act unseen.
  const shownIds = page.rows.map((row) => row.id).join(",");
  useEffect(() => setSelection({}), [shownIds]);
  const matching = totalLabel(page.total, page.capped);
  const sorted = sort.sort ? { sort: sort.sort, dir: sort.dir ?? "asc" } : undefined;
  return (
    <div className="admin-page admin-products">
      <header className="admin-page__header">
        <h1>Products</h1>
        <div className="admin-actions">
          <Link to="/admin/products/new" className="admin-button admin-button--primary">
            Add product
          </Link>
          <Link to="/admin/products/import" className="admin-button">
            Import products
          </Link>
          <Link to="/admin/products/jobs" className="admin-button">
            Bulk jobs
          </Link>
        </div>
      </header>
      {/* Keyed by the address: its fields start from what they were given, and a link to other filters must show those. */}
      <ProductFilters key={JSON.stringify([filters, sort])} filters={filters} sort={sort} categories={categories} />
      <BulkForm
        problem={problemOf(actionData, "bulk-preview")}
        filters={filters}
        categories={categories}
        ticked={Object.keys(selection).length}
        matching={matching}
      />
      <ProductTable rows={page.rows} sorted={sorted} selection={selection} onSelectionChange={setSelection} />
      <ProductListPager page={page} />
      {page.capped && (
        <p className="admin-muted">The count stops at {PRODUCT_LIST_COUNT_CAP.toLocaleString("en-GB")}: past it, the total is the database&rsquo;s estimate.</p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
