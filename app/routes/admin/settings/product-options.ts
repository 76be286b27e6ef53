/**
 * The settings forms' product search (a commission rate's product, say): `GET /admin/settings/product-options?q=…`
 * answers, as JSON, the products whose name or SKU holds `q` (at least 2 characters; fewer finds none),
 * a handful at a time, for the product combobox. Settings managers only, like the forms that ask; a query
 * that is not one (repeated, or longer than 100 characters) is refused with 400.
 */
import { data } from "react-router";
import { z } from "zod";
import { settingsManager } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/product-options";

/** Fewer characters than this find nothing: a letter would match most of the catalogue. */
const PRODUCT_SEARCH_MIN = 2;
const querySchema = z.object({ q: z.array(z.string().trim().max(100)).max(1) });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, settingsManager);
  const parsed = querySchema.safeParse({ q: new URL(request.url).searchParams.getAll("q") });
  if (!parsed.success)
    return data({ error: { code: "invalid_query", message: "Search for one text of at most 100 characters." } }, { status: 400, headers: ADMIN_HEADERS });
  const text = parsed.data.q[0] ?? "";
  const products = text.length < PRODUCT_SEARCH_MIN ? [] : await context.services.coupons.findProducts(text);
  return data({ products }, { headers: ADMIN_HEADERS });
}
