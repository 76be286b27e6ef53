/**
 * The customers pages' server side: the id in the URL, the list's query, and each form of the customer
 * screen parsed with its schema and handed to the people service. Every action is a POST answered with a
 * redirect back to the screen carrying what was done (`?done=`), or the form's problem.
 */
import { data, redirect } from "react-router";
import { customerIdParams, customerListQuery, customerRolesBody, endSessionBody, erasureBody } from "../../../../domain/admin/people-input.ts";
import { mayActOnAccount } from "../../../../domain/admin/staff-rules.ts";
import { customerManager } from "../../../../server/http/access.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";

/** The customer id of the URL, or the 404 every malformed or missing customer answers. */
export function customerIdOf(params: { id?: string }): number {
  const parsed = customerIdParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export const notFound = () => data({ error: { message: "There is no such customer." } }, { status: 404, headers: ADMIN_HEADERS });

export async function loadCustomerList(ctx: RequestContext, url: URL) {
  await requireStaff(ctx, customerManager);
  const query = customerListQuery.parse(Object.fromEntries([...url.searchParams].filter(([key]) => ["q", "role", "sort", "dir", "page"].includes(key))));
  const page = await ctx.services.people.customers.list(query);
  return { query, ...page };
}

export async function loadCustomer(ctx: RequestContext, params: { id?: string }, url: URL) {
  const { customer: viewer } = await requireStaff(ctx, customerManager);
  const id = customerIdOf(params);
  const customer = await ctx.services.people.customers.get(id);
  if (!customer) throw notFound();
  return {
    customer,
    saved: DONE_MESSAGES[url.searchParams.get("done") ?? ""] ?? null,
    viewerIsAdmin: viewer.roles.includes("admin"),
    /** The screen offers what the service allows: staff act only on accounts their role ranks above. */
    viewerMayAct: mayActOnAccount(viewer.roles, customer.roles),
  };
}

/** What a successful action says on the screen it returns to. */
export const DONE_MESSAGES: Record<string, string> = {
  roles: "Roles saved.",
  session: "The session has ended: that device is signed out.",
  sessions: "Every session has ended: the customer is signed out everywhere.",
  reset: "A password-reset e-mail is on its way (at most three are sent per hour).",
  erased: "The customer's personal data has been erased. Their orders are kept, anonymised.",
};

export async function customerAction(ctx: RequestContext, params: { id?: string }) {
  const { actor, form } = await requireStaffForm(ctx, customerManager);
  const id = customerIdOf(params);
  const values = formValues(form);
  const intent = values.intent ?? "";
  const people = ctx.services.people.customers;
  const back = (done: string) => redirect(`/admin/customers/${id}?done=${done}`, { status: 303, headers: ADMIN_HEADERS });
  switch (intent) {
    case "roles": {
      const parsed = parseAdminForm(customerRolesBody, { roles: form.getAll("roles").map(String) }, intent);
      if (!parsed.ok) return parsed.response;
      const result = await attempt(() => people.setRoles(actor, id, parsed.data.roles), { intent });
      return result.ok ? back("roles") : result.response;
    }
    case "end-session": {
      const parsed = parseAdminForm(endSessionBody, { session: values.session }, intent);
      if (!parsed.ok) return parsed.response;
      const result = await attempt(() => people.endSessions(actor, id, parsed.data.session), { intent });
      return result.ok ? back("session") : result.response;
    }
    case "end-sessions": {
      const result = await attempt(() => people.endSessions(actor, id), { intent });
      return result.ok ? back("sessions") : result.response;
    }
    case "reset": {
      const result = await attempt(() => people.sendPasswordReset(actor, id), { intent });
      return result.ok ? back("reset") : result.response;
    }
    case "erase": {
      const input = { confirmEmail: values.confirmEmail ?? "", reason: values.reason ?? "" };
      const parsed = parseAdminForm(erasureBody, input, intent);
      if (!parsed.ok) return parsed.response;
      const result = await attempt(() => people.erase(actor, id, parsed.data), { intent, values: input });
      return result.ok ? back("erased") : result.response;
    }
    default:
      return adminProblem(400, { intent, message: "Unknown action.", fields: {} });
  }
}
