import type { Route } from "./+types/not-found";

/**
 * Any URL no other route claims: a real 404, rendered by the root error boundary inside the shell. The
 * server also renders a refused request here (a cross-site post, a body too large, a URL with invalid
 * text), with the refusal's status and message.
 */
export function loader({ context }: Route.LoaderArgs) {
  const refusal = context.refusal;
  throw new Response(null, refusal ? { status: refusal.status, statusText: refusal.message } : { status: 404 });
}

export default function NotFound() {
  return null;
}
