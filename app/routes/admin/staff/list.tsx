import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { StaffInviteForm } from "../../../components/admin/people/staff-invite-form.tsx";
import { StaffTable } from "../../../components/admin/people/staff-table.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { loadStaff, staffAction } from "./staff.server.ts";
import peopleStylesheet from "../../../styles/admin-people.css?url";
import type { Route } from "./+types/list";

// Also @imported at the end of admin.css, but the build drops an @import that follows rules (see the report).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStylesheet, precedence: "default" }];

export function meta() {
  return [{ title: "Staff — Vitrine admin" }];
}

export const handle = { breadcrumb: "Staff" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaff(context.ctx, new URL(request.url));
}

export async function action({ context }: Route.ActionArgs) {
  return staffAction(context.ctx);
}

export default function StaffList({ loaderData, actionData }: Route.ComponentProps) {
  const problem = problemOf(actionData);
  const inviteProblem = problem?.intent === "invite" ? problem : null;
  const rowProblem = problem && problem.intent !== "invite" ? problem : null;
  return (
    <div className="admin-page admin-people">
      <header className="admin-page__header">
        <h1>Staff</h1>
      </header>
      <p className="admin-muted">
        Administrators can do everything; shop managers run the catalogue, orders, customers and coupons; editors edit content. The shop always keeps at least
        one active administrator.
      </p>
      <FormNotice problem={rowProblem} saved={actionData ? null : loaderData.saved} />
      <StaffTable rows={loaderData.staff} me={loaderData.me} />
      <StaffInviteForm problem={inviteProblem} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
