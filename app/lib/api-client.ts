/**
 * JSON calls from the browser to /api with the session's nonce (docs/api.md "Sessions and nonces"): the
 * nonce comes from `POST /api/nonce` and is kept for the page; a 403 `invalid_nonce` fetches a fresh one
 * once and retries.
 */
const NONCE_HEADER = "x-vitrine-nonce";
let nonce: Promise<string> | null = null;

function freshNonce(): Promise<string> {
  nonce = fetch("/api/nonce", { method: "POST", credentials: "same-origin" })
    .then((r) => (r.ok ? (r.json() as Promise<{ nonce: string }>) : Promise.reject(new Error(`nonce ${r.status}`))))
    .then((b) => b.nonce);
  nonce.catch(() => (nonce = null));
  return nonce;
}

async function send(method: string, url: string, body: unknown, token: string): Promise<Response> {
  return fetch(url, {
    method,
    credentials: "same-origin",
    headers: { [NONCE_HEADER]: token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function isInvalidNonce(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  return answer?.error?.code === "invalid_nonce";
}

/** A state-changing call; answers the Response (the caller reads status and body). */
export async function apiSend(method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<Response> {
  const first = await send(method, url, body, await (nonce ?? freshNonce()));
  if (!(await isInvalidNonce(first))) return first;
  return send(method, url, body, await freshNonce());
}
