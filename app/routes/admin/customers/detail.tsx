import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { CustomerRolesForm, PasswordResetForm, PersonalDataPanel } from "../../../components/admin/people/customer-actions.tsx";
import { CustomerAddresses, CustomerOrders, CustomerSessions } from "../../../components/admin/people/customer-records.tsx";
import { formatDateTime } from "../../../components/admin/people/format.ts";
import { AccountStatus } from "../../../components/admin/people/status-badge.tsx";
import { roleLabel } from "../../../../domain/admin/people.ts";
import { problemOf } from "../../../lib/admin-forms.ts";
import { customerAction, loadCustomer } from "./customers.server.ts";
import peopleStylesheet from "../../../styles/admin-people.css?url";
import type { Route } from "./+types/detail";

// Also @imported at the end of admin.css, but the build drops an @import that follows rules (see the report).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStylesheet, precedence: "default" }];

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.customer.email ?? "Customer"} — Vitrine admin` }];
}

export const handle = { breadcrumb: "Customer" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCustomer(context.ctx, params, new URL(request.url));
}

export async function action({ params, context }: Route.ActionArgs) {
  return customerAction(context.ctx, params);
}

export default function CustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, saved, viewerIsAdmin, viewerMayAct } = loaderData;
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.displayName || customer.email;
  const erased = customer.anonymisedAt !== null;
  // A shop manager looks after customers; a staff member's account is an administrator's (mayActOnAccount).
  const canChange = !erased && viewerMayAct;
  const general = problemOf(actionData, "end-session") ?? problemOf(actionData, "end-sessions");
  return (
    <div className="admin-page admin-people">
      <header className="admin-page__header">
        <h1>{name}</h1>
        <AccountStatus anonymisedAt={customer.anonymisedAt} deactivatedAt={customer.deactivatedAt} />
      </header>
      <FormNotice problem={general} saved={actionData ? null : saved} />
      <div className="admin-people__grid">
        <section className="admin-card" aria-labelledby="customer-account">
          <h2 id="customer-account">Account</h2>
          <dl className="admin-people__facts">
            <dt>E-mail</dt>
            <dd>{customer.email}</dd>
            <dt>Name</dt>
            <dd>{`${customer.firstName} ${customer.lastName}`.trim() || "—"}</dd>
            <dt>Display name</dt>
            <dd>{customer.displayName || "—"}</dd>
            <dt>Registered</dt>
            <dd>{formatDateTime(customer.createdAt)}</dd>
            <dt>Roles</dt>
            <dd>{customer.roles.map(roleLabel).join(", ") || "—"}</dd>
            <dt>Password</dt>
            <dd>{customer.hasPassword ? "Set" : "Not set"}</dd>
            {customer.anonymisedAt && (
              <>
                <dt>Erased</dt>
                <dd>{formatDateTime(customer.anonymisedAt)}</dd>
              </>
            )}
          </dl>
        </section>
        {canChange && <CustomerRolesForm customer={customer} problem={problemOf(actionData, "roles")} viewerIsAdmin={viewerIsAdmin} />}
      </div>
      <CustomerOrders customer={customer} />
      <div className="admin-people__grid">
        <CustomerAddresses customer={customer} />
        <CustomerSessions customer={customer} disabled={!canChange} />
      </div>
      {canChange && <PasswordResetForm problem={problemOf(actionData, "reset")} />}
      <PersonalDataPanel customer={customer} problem={problemOf(actionData, "erase")} mayAct={viewerMayAct} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
