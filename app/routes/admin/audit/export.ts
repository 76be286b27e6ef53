import { data } from "react-router";
import { auditCsv } from "../../../../domain/admin/audit-view.ts";
import { auditReader } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/export";
import { readAuditQuery } from "./audit.server.ts";

/** The filtered entries as CSV (one line per changed field), the page's filters applied, without its position. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, auditReader);
  const { query, fields } = readAuditQuery(new URL(request.url));
  if (!query) throw data({ error: { code: "invalid_filter", message: "The filters are not valid.", fields } }, { status: 400, headers: ADMIN_HEADERS });
  const entries = await context.services.settingsAdmin.auditLog.exportEntries(query);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(auditCsv(entries), {
    headers: {
      ...ADMIN_HEADERS,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
    },
  });
}
