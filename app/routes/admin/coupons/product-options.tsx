import { data } from "react-router";
import { couponManager } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/product-options";

/** The coupon editor's product picker asks here: products whose name or SKU holds `q` (JSON, no page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, couponManager);
  const text = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const products = text.length < 2 ? [] : await context.services.coupons.findProducts(text);
  return data({ products }, { headers: ADMIN_HEADERS });
}
