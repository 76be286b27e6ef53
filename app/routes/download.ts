/**
 * One download of a purchased file: `GET /downloads/:key`. The access key (43 random characters) names the
 * grant; a customer's order opens only for that customer, signed in (anyone else is sent to log in, another
 * customer refused); a guest's order needs the order's key as well (`?order=`, as its e-mail link carries),
 * the same key that opens its thank-you page and documents. The downloads service checks the order status,
 * the remaining count and the expiry and counts the download; refusals are small pages (403, 404, 410).
 */
import { signedInCustomer } from "../../server/http/access.ts";
import type { Route } from "./+types/download";
import { downloadQuerySchema, fileResponse, refusalPage } from "./download.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { ctx, services } = context;
  const url = new URL(request.url);
  const query = downloadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return refusalPage(400, "This download link is not valid.");
  const customer = await ctx.customer();
  // Without the order's key only a customer's link can be meant: log in first, then back here.
  if (!customer && query.data.order === undefined) await ctx.requireRole(signedInCustomer);
  const claim = await services.downloads.claim(params.key, { customerId: customer?.id ?? null, orderKey: query.data.order ?? null });
  if (claim.ok) return fileResponse(claim.file);
  // A customer's download: the login page, then back here.
  if (claim.status === 401) await ctx.requireRole(signedInCustomer);
  return refusalPage(claim.status, claim.message);
}
