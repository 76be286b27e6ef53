import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link, useSearchParams } from "react-router";
import { SWATCH_TYPE_LABELS, SWATCH_TYPES } from "../../../../domain/admin/taxonomy-labels.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { DataTable } from "../../../components/admin/data-table.tsx";
import { Field, FormNotice } from "../../../components/admin/field.tsx";
import { DeleteDisclosure } from "../../../components/admin/taxonomy/move-buttons.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/attributes";
import { attributeInputSchema, catalogueManager, changedThenRedirect, fieldsOf, formId, sameListing } from "./taxonomy.server.ts";

const SAVED: Record<string, string> = { deleted: "Attribute deleted, with its terms." };

export function meta() {
  return [{ title: "Attributes — Vitrine admin" }];
}

export function headers() {
  return ADMIN_HEADERS;
}

export const handle = { breadcrumb: "Attributes" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  return { attributes: await context.services.taxonomy.attributes.list(), saved: SAVED[saved] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const values = formValues(form);
  const service = context.services.taxonomy.attributes;
  if (values.intent === "create") {
    const parsed = parseAdminForm(attributeInputSchema, fieldsOf(values), "create");
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => service.create(actor, parsed.data), { intent: "create", values });
    // A new attribute goes straight to its page, where its terms are added.
    return result.ok ? changedThenRedirect(context.services, `/admin/attributes/${result.value.id}?saved=created`) : result.response;
  }
  if (values.intent === "delete") {
    const id = formId(values.id);
    if (id === null) return adminProblem(400, { intent: "delete", message: "Choose an attribute.", fields: {} });
    const result = await attempt(() => service.remove(actor, id), { intent: "delete" });
    return result.ok ? changedThenRedirect(context.services, sameListing(request, "deleted")) : result.response;
  }
  return adminProblem(400, { message: "Unknown action.", fields: {} });
}

type Row = Route.ComponentProps["loaderData"]["attributes"][number];

const columns: ColumnDef<Row, unknown>[] = [
  { id: "name", header: "Name", cell: ({ row }) => <Link to={`/admin/attributes/${row.original.id}`}>{row.original.name}</Link> },
  { id: "slug", header: "Slug", cell: ({ row }) => row.original.slug },
  { id: "swatchType", header: "Swatch type", cell: ({ row }) => SWATCH_TYPE_LABELS[row.original.swatchType] },
  { id: "terms", header: "Terms", cell: ({ row }) => row.original.termCount },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <div className="admin-actions">
        <Link to={`/admin/attributes/${row.original.id}`} aria-label={`Edit ${row.original.name} and its terms`}>
          Edit terms
        </Link>
        <DeleteDisclosure
          id={row.original.id}
          name={row.original.name}
          effect={`Its ${row.original.termCount} terms go with it. Refused while a product uses it.`}
        />
      </div>
    ),
  },
];

export default function Attributes({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const problem = problemOf(actionData);
  const createProblem = problemOf(actionData, "create");
  return (
    <div className="admin-page taxonomy">
      <header className="admin-page__header">
        <h1>Attributes</h1>
      </header>
      <FormNotice problem={problem} saved={search.has("saved") ? loaderData.saved : null} />
      <div className="taxonomy__columns">
        <DataTable caption="Attributes" rows={loaderData.attributes} columns={columns} rowId={(row) => String(row.id)} empty="There are no attributes yet." />
        <section className="admin-card" aria-labelledby="attribute-form-title">
          <h2 id="attribute-form-title">Add an attribute</h2>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="create" />
            <Field label="Name" name="name" problem={createProblem}>
              {(props) => <input type="text" required maxLength={80} {...props} />}
            </Field>
            <Field label="Slug" name="slug" problem={createProblem} hint="Used in filter addresses. Leave empty to make it from the name.">
              {(props) => <input type="text" maxLength={80} {...props} />}
            </Field>
            <Field label="Swatch type" name="swatchType" problem={createProblem} hint="How the product page shows the choices.">
              {(props) => (
                <select defaultValue="select" {...props}>
                  {SWATCH_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {SWATCH_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" className="admin-button--primary">
              Add attribute
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
