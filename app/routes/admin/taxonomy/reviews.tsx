import { useSearchParams } from "react-router";
import { REVIEW_STATUSES } from "../../../../domain/admin/taxonomy-labels.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { AdminPagination } from "../../../components/admin/pagination.tsx";
import { ReplyForm, ReviewFilters } from "../../../components/admin/taxonomy/review-forms.tsx";
import { ReviewTable } from "../../../components/admin/taxonomy/review-table.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/reviews";
import {
  catalogueManager,
  changedThenRedirect,
  formId,
  notFound,
  REVIEW_BULK_ACTIONS,
  reviewBulkSchema,
  reviewReplySchema,
  sameListing,
} from "./taxonomy.server.ts";

const PER_PAGE = 25;
const MAX_PAGE = 100_000;
const SAVED: Record<string, string> = { moderated: "Reviews updated.", replied: "Reply saved. It shows under the review on the product page." };

export function meta() {
  return [{ title: "Reviews — Vitrine admin" }];
}

export function headers() {
  return ADMIN_HEADERS;
}

export const handle = { breadcrumb: "Reviews" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const url = new URL(request.url);
  const moderation = context.services.reviewModeration;
  const statusParam = url.searchParams.get("status") ?? "";
  const status = REVIEW_STATUSES.find((known) => known === statusParam);
  const productId = formId(url.searchParams.get("product") ?? "") ?? undefined;
  const page = Math.min(formId(url.searchParams.get("page") ?? "") ?? 1, MAX_PAGE);
  const replyParam = url.searchParams.get("reply");
  const [list, counts, products, replying] = await Promise.all([
    moderation.list({ status, productId, page, perPage: PER_PAGE }),
    moderation.counts(),
    moderation.reviewedProducts(),
    replyParam === null ? null : moderation.get(formId(replyParam) ?? 0),
  ]);
  if (replyParam !== null && !replying) notFound("review");
  return {
    ...list,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    counts,
    products,
    filter: { status: status ?? "", product: productId ? String(productId) : "" },
    replying,
    saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const values = formValues(form);
  const moderation = context.services.reviewModeration;
  const intent = values.intent ?? "";
  const done = (saved: string) => changedThenRedirect(context.services, sameListing(request, saved, ["reply"]));

  if (intent === "moderate" || intent === "bulk") {
    // One row's button posts its own id; the bulk form posts every checked row's.
    const ids = intent === "moderate" ? [values.id] : form.getAll("ids").filter((id) => typeof id === "string");
    const parsed = reviewBulkSchema.safeParse({ action: values.action, ids: ids.map((id) => formId(id) ?? -1) });
    // No field to show an error beside here (the selection is the table's), so the notice says it.
    if (!parsed.success) return adminProblem(400, { intent, message: parsed.error.issues[0]?.message ?? "Choose reviews and an action.", fields: {} });
    const result = await attempt(() => moderation.apply(actor, parsed.data.action, parsed.data.ids), { intent });
    return result.ok ? done("moderated") : result.response;
  }
  if (intent === "reply") {
    const id = formId(values.id);
    if (id === null) return adminProblem(400, { intent, message: "Choose a review to reply to.", fields: {} });
    const parsed = parseAdminForm(reviewReplySchema, { reply: values.reply ?? "" }, intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => moderation.reply(actor, id, parsed.data.reply), { intent, values });
    return result.ok ? done("replied") : result.response;
  }
  return adminProblem(400, { message: `Unknown action; use one of ${REVIEW_BULK_ACTIONS.join(", ")}.`, fields: {} });
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const problem = problemOf(actionData);
  const { items, total, page, pageCount, counts, products, filter, replying, saved } = loaderData;
  return (
    <div className="admin-page taxonomy">
      <header className="admin-page__header">
        <h1>Reviews</h1>
        <p className="admin-muted">
          {counts.pending} pending · {counts.approved} approved · {counts.spam} spam
        </p>
      </header>
      <FormNotice problem={problem} saved={search.has("saved") ? saved : null} />
      {replying && <ReplyForm review={replying} problem={problemOf(actionData, "reply")} />}
      <ReviewFilters filter={filter} counts={counts} products={products} />
      <ReviewTable reviews={items} />
      <AdminPagination page={page} pageCount={pageCount} total={total} noun={total === 1 ? "review" : "reviews"} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
