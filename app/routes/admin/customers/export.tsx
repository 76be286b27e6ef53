import { exportFileName } from "../../../../domain/admin/gdpr-export.ts";
import { customerManager } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, requireStaff } from "../../../lib/admin.server.ts";
import { isServiceError, serviceErrorResponse } from "../../../lib/service-errors.server.ts";
import { customerIdOf, notFound } from "./customers.server.ts";
import type { Route } from "./+types/export";

/** The GDPR export as a JSON download (a resource route: no page). Taking it is recorded in the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor } = await requireStaff(context.ctx, customerManager);
  const id = customerIdOf(params);
  try {
    const document = await context.services.people.customers.exportData(actor, id);
    return new Response(`${JSON.stringify(document, null, 2)}\n`, {
      headers: {
        ...ADMIN_HEADERS,
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFileName(id, new Date(document.exportedAt))}"`,
      },
    });
  } catch (error) {
    if (isServiceError(error) && error.status === 404) throw notFound();
    // Another staff member's data (mayActOnAccount): refused with its status, not a server error.
    if (isServiceError(error)) throw serviceErrorResponse(error, ADMIN_HEADERS);
    throw error;
  }
}
