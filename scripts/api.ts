/**
 * Calls the shop's JSON API as a signed-in user, carrying the session cookie and the nonce for you:
 *
 *   npm run api -- GET /api/settings/checkout
 *   npm run api -- PUT /api/settings/checkout '{"layout":"modern"}'
 *   npm run api -- --as customer@vitrine.test GET /api/cart
 *
 * Signs in as the demo administrator unless --as names another account; VITRINE_URL (default
 * http://localhost:3000) and VITRINE_PASSWORD (default the demo password) say where and how.
 */
import { parseApiArgs } from "./api-args.ts";

const args = parseApiArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(2);
}
const base = process.env.VITRINE_URL ?? "http://localhost:3000";
const password = process.env.VITRINE_PASSWORD ?? "vitrine-demo";
let cookies = new Map<string, string>();

async function call(method: string, path: string, nonce?: string, body?: string) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      ...(nonce ? { "x-vitrine-nonce": nonce } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });
  cookies = new Map([...cookies, ...response.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string])]);
  return response;
}

const { nonce: guestNonce } = (await (await call("POST", "/api/nonce")).json()) as { nonce: string };
const login = await call("POST", "/api/auth/login", guestNonce, JSON.stringify({ email: args.as, password }));
if (!login.ok) {
  console.error(`Signing in as ${args.as} failed (${login.status}): ${await login.text()}`);
  process.exit(1);
}
const { nonce } = (await login.json()) as { nonce: string };
const response = await call(args.method, args.path, nonce, args.body);
const text = await response.text();
console.log(`${response.status} ${response.statusText}`);
try {
  console.log(JSON.stringify(JSON.parse(text), null, 2));
} catch {
  console.log(text);
}
process.exit(response.ok ? 0 : 1);
