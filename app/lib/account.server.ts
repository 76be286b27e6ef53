/**
 * Server-side helpers of the My Account pages: the session and customer of a request, and how a
 * refusal's status depends on who asked.
 */
import { data } from "react-router";
import { signedInCustomer } from "../../server/http/access.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import type { FormProblem } from "./account-forms.ts";

export const PRIVATE_HEADERS = { "cache-control": "private, no-store" } as const;

/** The signed-in customer's session and record, or a redirect to the login page that comes back here. */
export async function requireCustomer(ctx: RequestContext) {
  const customer = await ctx.requireRole(signedInCustomer);
  return { session: (await ctx.session())!, customer };
}

/**
 * A refused form post: a document POST (no JavaScript) answers the refusal's status (400, 409, 429), as
 * refused input should; the enhanced form's fetch gets the same body with 200, since browsers log every
 * 4xx fetch as a console error. The page shows the message and the field errors either way.
 */
export function refused(request: Request, status: number, problem: FormProblem, retryAfterSeconds?: number) {
  const documentPost = (request.headers.get("accept") ?? "").includes("text/html");
  const headers = new Headers(PRIVATE_HEADERS);
  if (retryAfterSeconds !== undefined) headers.set("retry-after", String(Math.max(retryAfterSeconds, 1)));
  return data({ problem }, { status: documentPost ? status : 200, headers });
}

/** What the browser sent, as strings (a file field becomes ""): forms here carry text only. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
