import { Form, useActionData } from "react-router";
import { DRAFT_ITEM_ROWS } from "../../../../domain/admin/order-view.ts";
import { orderManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { DraftForm } from "../../../components/admin/orders/draft-form.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/new";
import { draftFormData, saveDraftAction } from "./new.server.ts";

export function meta() {
  return [{ title: "Phone order — Vitrine admin" }];
}

export const handle = { breadcrumb: "Phone order" };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, orderManager);
  return draftFormData(context.ctx, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, orderManager);
  const draft = Number(new URL(request.url).searchParams.get("draft"));
  return saveDraftAction(context.ctx, actor, Number.isSafeInteger(draft) && draft > 0 ? draft : null, form);
}

export default function NewOrder({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const problem = problemOf(useActionData(), "save");
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{data.draftId ? `Edit draft D${data.draftId}` : "New phone order"}</h1>
      </header>
      {!data.draftId && (
        <Form method="get" className="admin-filters" aria-label="Find a customer">
          <div className="admin-field">
            <label htmlFor="find-customer">Find a customer by e-mail</label>
            <input id="find-customer" name="email" type="email" maxLength={254} defaultValue={data.initial.email ?? ""} />
          </div>
          <button type="submit" className="admin-button">
            Fill in their addresses
          </button>
          {data.lookedUp && (
            <p role="status">
              {data.customer
                ? `Found ${data.customer.name || "the customer"}: their saved addresses are filled in.`
                : "No customer has this e-mail: the order will be a guest order."}
            </p>
          )}
        </Form>
      )}
      <p className="admin-muted">The draft is priced as checkout would price it and takes no stock until you create the order.</p>
      <DraftForm
        key={data.initial.email ?? "new"}
        rows={DRAFT_ITEM_ROWS}
        version={data.version}
        initial={data.initial}
        choices={data.choices}
        shippingMethods={data.shippingMethods}
        paymentMethods={data.paymentMethods}
        problem={problem}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
