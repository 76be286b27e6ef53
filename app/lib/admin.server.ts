/**
 * The server side every admin route module shares: who is asking (the route's named rule, asked in every
 * loader and every action), the form post read through the request context, field errors from a zod
 * schema, and a service's refusal turned into an answer the form shows. Route modules stay thin.
 */
import { data } from "react-router";
import type { z } from "zod";
import type { AccessRule } from "../../server/http/access.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import type { Customer } from "../../server/services/accounts/types.ts";
import type { Actor } from "../../server/services/audit/index.ts";
import { isServiceError } from "./service-errors.server.ts";
import type { AdminProblem } from "./admin-forms.ts";

/** Admin pages are personal and never indexed: no cache may keep them, no search engine may list them. */
export const ADMIN_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

export function actorOf(customer: Customer): NonNullable<Actor> {
  return { id: customer.id, email: customer.email };
}

/** A loader's guard: the staff member the rule allows, or the rule's refusal thrown. */
export async function requireStaff(ctx: RequestContext, rule: AccessRule): Promise<{ customer: Customer; actor: NonNullable<Actor> }> {
  const customer = await ctx.requireRole(rule);
  return { customer, actor: actorOf(customer) };
}

/** An action's guard: the rule first (before the body is read), then the form post (same-origin, size, text). */
export async function requireStaffForm(ctx: RequestContext, rule: AccessRule) {
  const staff = await requireStaff(ctx, rule);
  const form = await ctx.form();
  return { ...staff, form };
}

/** The form's fields as text (files and repeated names aside), for a schema to parse and a refused form to refill. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

/** A refused form: the message, the errors beside the fields, what was typed; as an action's answer with its status. */
export function adminProblem(status: number, problem: Omit<AdminProblem, "values"> & { values?: Record<string, string> }) {
  return data({ problem: { values: {}, ...problem } satisfies AdminProblem }, { status, headers: ADMIN_HEADERS });
}

/** Parses a form with a schema: its data, or the 400 answer with the first error of each field. */
export function parseAdminForm<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
  intent?: string,
): { ok: true; data: z.infer<Schema> } | { ok: false; response: ReturnType<typeof adminProblem> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  const stringValues = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return { ok: false, response: adminProblem(400, { intent, message: "Please correct the fields marked below.", fields, values: stringValues }) };
}

/**
 * Runs a service call for an action; a ServiceError (a conflict, a stale version, bad input the service
 * found) comes back as the form's problem with its status, anything else is thrown (a bug: 500).
 */
export async function attempt<T>(run: () => Promise<T>, refill: { intent?: string; values?: Record<string, string> } = {}) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return {
      ok: false as const,
      response: adminProblem(error.status, {
        intent: refill.intent,
        code: error.code,
        message: error.message,
        fields: error.fields ?? {},
        values: refill.values,
      }),
    };
  }
}
