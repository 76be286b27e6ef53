import type { Route } from "./+types/not-found";

/**
 * Any URL no other route claims: a real 404, rendered by the root error boundary inside the shell. The
 * server also renders a refused request here (a cross-site post, a body too large, a URL with invalid
 * text), with the refusal's status and message.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw notFoundOrRefused(context);
}

/** A post to an address no route claims is the same 404 (or refusal), not a missing-action error. */
export function action({ context }: Route.ActionArgs) {
  throw notFoundOrRefused(context);
}

function notFoundOrRefused({ refusal }: Route.LoaderArgs["context"]): Response {
  return new Response(null, refusal ? { status: refusal.status, statusText: refusal.message } : { status: 404 });
}

export default function NotFound() {
  return null;
}
