import { useLocation, useSearchParams } from "react-router";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { AttributeForm, TermForm } from "../../../components/admin/taxonomy/attribute-forms.tsx";
import { TermTable } from "../../../components/admin/taxonomy/term-table.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/attribute";
import {
  attributeInputSchema,
  catalogueManager,
  changedThenRedirect,
  directionSchema,
  fieldsOf,
  formId,
  notFound,
  sameListing,
  termInputSchema,
} from "./taxonomy.server.ts";

const SAVED: Record<string, string> = {
  created: "Attribute added. Now add its terms.",
  updated: "Attribute saved.",
  "term-created": "Term added.",
  "term-updated": "Term saved.",
  "term-deleted": "Term deleted.",
  moved: "Order saved.",
};

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.attribute.name ?? "Attribute"} — Vitrine admin` }];
}

export function headers() {
  return ADMIN_HEADERS;
}

export const handle = { breadcrumb: (data: { attribute: { name: string } }) => data.attribute.name };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const id = formId(params.id) ?? notFound("attribute");
  const attribute = (await context.services.taxonomy.attributes.get(id)) ?? notFound("attribute");
  const terms = await context.services.taxonomy.terms.list(id);
  const url = new URL(request.url);
  const termId = url.searchParams.get("term");
  const editing = termId === null ? null : (terms.find((term) => term.id === formId(termId)) ?? notFound("term"));
  return { attribute, terms, editing, saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const attributeId = formId(params.id) ?? notFound("attribute");
  const values = formValues(form);
  const intent = values.intent ?? "";
  const { attributes, terms } = context.services.taxonomy;
  const termId = formId(values.id);
  const done = (saved: string) => changedThenRedirect(context.services, sameListing(request, saved, ["term"]));

  if (intent === "update-attribute") {
    const parsed = parseAdminForm(attributeInputSchema, fieldsOf(values), intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => attributes.update(actor, attributeId, parsed.data), { intent, values });
    return result.ok ? done("updated") : result.response;
  }
  if (intent === "create-term" || intent === "update-term") {
    const parsed = parseAdminForm(termInputSchema, fieldsOf(values), intent);
    if (!parsed.ok) return parsed.response;
    if (intent === "update-term" && termId === null) return adminProblem(400, { intent, message: "Choose a term to edit.", fields: {} });
    const result = await attempt(
      async () => {
        if (intent === "create-term") await terms.create(actor, attributeId, parsed.data);
        else await terms.update(actor, attributeId, termId!, parsed.data);
      },
      { intent, values },
    );
    return result.ok ? done(intent === "create-term" ? "term-created" : "term-updated") : result.response;
  }
  if (termId === null) return adminProblem(400, { intent, message: "Choose a term.", fields: {} });
  if (intent === "delete") {
    const result = await attempt(() => terms.remove(actor, attributeId, termId), { intent });
    return result.ok ? done("term-deleted") : result.response;
  }
  if (intent === "move") {
    const direction = directionSchema.safeParse(values.direction);
    if (!direction.success) return adminProblem(400, { intent, message: "Move a term up or down.", fields: {} });
    const result = await attempt(() => terms.move(actor, attributeId, termId, direction.data), { intent });
    return result.ok ? done("moved") : result.response;
  }
  return adminProblem(400, { message: "Unknown action.", fields: {} });
}

export default function Attribute({ loaderData, actionData }: Route.ComponentProps) {
  const { attribute, terms, editing, saved } = loaderData;
  const [search] = useSearchParams();
  // A new form after every navigation (a saved change), the same one after a refusal (its typing kept).
  const location = useLocation();
  const problem = problemOf(actionData);
  const termProblem = problem && (problem.intent === "create-term" || problem.intent === "update-term") ? problem : null;
  return (
    <div className="admin-page taxonomy">
      <header className="admin-page__header">
        <h1>{attribute.name}</h1>
      </header>
      <FormNotice problem={problem} saved={search.has("saved") ? saved : null} />
      <div className="taxonomy__columns">
        <section aria-labelledby="terms-title">
          <h2 id="terms-title">Terms</h2>
          <TermTable terms={terms} swatchType={attribute.swatchType} />
        </section>
        <div>
          <TermForm key={`${editing?.id ?? "new"}-${location.key}`} editing={editing} swatchType={attribute.swatchType} problem={termProblem} />
          <AttributeForm attribute={attribute} problem={problemOf(actionData, "update-attribute")} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
