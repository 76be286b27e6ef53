import { orderManager } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/export";
import { exportFilename, ordersCsv, parseListQuery } from "./list.server.ts";

/** The filtered order list as CSV (the list's own filters and sort, every page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, orderManager);
  const { filter } = parseListQuery(new URL(request.url));
  const rows = await context.services.orders.export(filter);
  return new Response(ordersCsv(rows), {
    headers: {
      ...ADMIN_HEADERS,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFilename(new Date())}"`,
    },
  });
}
