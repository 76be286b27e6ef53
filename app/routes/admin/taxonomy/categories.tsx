import { useLocation, useSearchParams } from "react-router";
import { indentedTree } from "../../../../domain/admin/category-tree.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { CategoryForm } from "../../../components/admin/taxonomy/category-form.tsx";
import { CategoryTree } from "../../../components/admin/taxonomy/category-tree.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/categories";
import {
  catalogueManager,
  categoryInputSchema,
  changedThenRedirect,
  directionSchema,
  formId,
  formIds,
  notFound,
  sameListing,
  withParent,
} from "./taxonomy.server.ts";

const SAVED: Record<string, string> = {
  created: "Category added.",
  updated: "Category saved.",
  deleted: "Category deleted. Its products stay in the shop; its subcategories moved up.",
  moved: "Order saved.",
};

export function meta() {
  return [{ title: "Categories — Vitrine admin" }];
}

export const handle = { breadcrumb: "Categories" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const url = new URL(request.url);
  const categories = indentedTree(await context.services.taxonomy.categories.list());
  const editId = url.searchParams.get("edit");
  const editing = editId === null ? null : (categories.find((category) => category.id === formId(editId)) ?? notFound("category"));
  return { categories, editing, saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const values = formValues(form);
  const intent = values.intent ?? "";
  const service = context.services.taxonomy.categories;
  const id = formId(values.id);
  const done = (saved: string) => changedThenRedirect(context.services, sameListing(request, saved, ["edit"]));

  if (intent === "create" || intent === "update") {
    const parsed = parseAdminForm(categoryInputSchema, withParent(values), intent);
    if (!parsed.ok) return parsed.response;
    if (intent === "update" && id === null) return adminProblem(400, { intent, message: "Choose a category to edit.", fields: {} });
    const save = async () => {
      if (intent === "create") await service.create(actor, parsed.data);
      else await service.update(actor, id!, parsed.data);
    };
    const result = await attempt(save, { intent, values });
    return result.ok ? done(intent === "create" ? "created" : "updated") : result.response;
  }
  if (id === null && intent !== "reorder") return adminProblem(400, { intent, message: "Choose a category.", fields: {} });
  if (intent === "delete") {
    const result = await attempt(() => service.remove(actor, id!), { intent });
    return result.ok ? done("deleted") : result.response;
  }
  if (intent === "move") {
    const direction = directionSchema.safeParse(values.direction);
    if (!direction.success) return adminProblem(400, { intent, message: "Move a category up or down.", fields: {} });
    const result = await attempt(() => service.move(actor, id!, direction.data), { intent });
    return result.ok ? done("moved") : result.response;
  }
  if (intent === "reorder") {
    const ids = formIds(values.ids);
    if (ids.length === 0) return adminProblem(400, { intent, message: "Nothing to reorder.", fields: {} });
    const result = await attempt(() => service.reorder(actor, formId(values.parentId), ids), { intent });
    return result.ok ? done("moved") : result.response;
  }
  return adminProblem(400, { message: "Unknown action.", fields: {} });
}

export function headers() {
  return ADMIN_HEADERS;
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, editing, saved } = loaderData;
  const [search] = useSearchParams();
  // A new form after every navigation (a saved change), the same one after a refusal (its typing kept).
  const location = useLocation();
  const problem = problemOf(actionData);
  const formProblem = problem && (problem.intent === "create" || problem.intent === "update") ? problem : null;
  return (
    <div className="admin-page taxonomy">
      <header className="admin-page__header">
        <h1>Categories</h1>
      </header>
      <FormNotice problem={problem} saved={search.has("saved") ? saved : null} />
      <div className="taxonomy__columns">
        <section className="admin-card" aria-labelledby="category-tree-title">
          <h2 id="category-tree-title">Category tree</h2>
          <p className="admin-muted">
            Drag a category by its handle, or use Up and Down, to change its place among its siblings. Counts are products filed directly in the category.
          </p>
          <CategoryTree categories={categories} />
        </section>
        <CategoryForm key={`${editing?.id ?? "new"}-${location.key}`} categories={categories} editing={editing} problem={formProblem} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
