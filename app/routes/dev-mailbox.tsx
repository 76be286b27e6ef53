import { redirect } from "react-router";
import { administrator } from "../../server/http/access.ts";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import type { Route } from "./+types/dev-mailbox";

export function headers() {
  return { "cache-control": "no-store" };
}

/**
 * The old address of the mail outbox, kept for bookmarks and the start-up message: an administrator is
 * sent to the admin's outbox (the filter kept); for anyone else the page does not exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.ctx.requireRole(administrator);
  // Moved for good, but not cached: the redirect is only for administrators, and a browser keeps a 301 unless told not to.
  throw redirect(`/admin/mail${new URL(request.url).search}`, { status: 301, headers: { "cache-control": "no-store" } });
}

export default function DevMailbox() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
