/**
 * The staff page's server side (administrators only): the list, and its forms (invite, change a role,
 * deactivate, reactivate) parsed with their schemas and handed to the people service, answered with a
 * redirect back to the list saying what was done, or the form's problem.
 */
import { redirect } from "react-router";
import { customerIdParams, staffInviteBody, staffRoleBody } from "../../../../domain/admin/people-input.ts";
import { staffManager } from "../../../../server/http/access.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";

export const DONE_MESSAGES: Record<string, string> = {
  invited: "Invitation sent: they will get an e-mail with a link to set their password (valid for 7 days).",
  role: "Role saved.",
  deactivated: "Account deactivated: they are signed out everywhere and cannot sign in.",
  reactivated: "Account reactivated: they can sign in again.",
};

export async function loadStaff(ctx: RequestContext, url: URL) {
  const { customer } = await requireStaff(ctx, staffManager);
  const staff = await ctx.services.people.staff.list();
  return { staff, me: customer.id, saved: DONE_MESSAGES[url.searchParams.get("done") ?? ""] ?? null };
}

export async function staffAction(ctx: RequestContext) {
  const { actor, form } = await requireStaffForm(ctx, staffManager);
  const values = formValues(form);
  const intent = values.intent ?? "";
  const people = ctx.services.people.staff;
  const back = (done: string) => redirect(`/admin/staff?done=${done}`, { status: 303, headers: ADMIN_HEADERS });
  if (intent === "invite") {
    const input = { email: values.email ?? "", role: values.role ?? "", firstName: values.firstName ?? "", lastName: values.lastName ?? "" };
    const parsed = parseAdminForm(staffInviteBody, input, intent);
    if (!parsed.ok) return parsed.response;
    const result = await attempt(() => people.invite(actor, parsed.data), { intent, values: input });
    return result.ok ? back("invited") : result.response;
  }
  const target = customerIdParams.safeParse({ id: values.id });
  if (!target.success) return adminProblem(400, { intent, message: "Unknown staff member.", fields: {} });
  const id = target.data.id;
  const rowIntent = `${intent}-${id}`;
  switch (intent) {
    case "role": {
      const parsed = parseAdminForm(staffRoleBody, { role: values.role }, rowIntent);
      if (!parsed.ok) return parsed.response;
      const result = await attempt(() => people.setRole(actor, id, parsed.data.role), { intent: rowIntent });
      return result.ok ? back("role") : result.response;
    }
    case "deactivate": {
      const result = await attempt(() => people.deactivate(actor, id), { intent: rowIntent });
      return result.ok ? back("deactivated") : result.response;
    }
    case "reactivate": {
      const result = await attempt(() => people.reactivate(actor, id), { intent: rowIntent });
      return result.ok ? back("reactivated") : result.response;
    }
    default:
      return adminProblem(400, { intent, message: "Unknown action.", fields: {} });
  }
}
