const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

export type ApiArgs = { as: string; method: Method; path: string; body?: string };
export const DEFAULT_ACCOUNT = "admin@vitrine.test";
const USAGE = "usage: npm run api -- [--as <email>] <GET|POST|PUT|PATCH|DELETE> </api/path> [json body]";

/** The command line of scripts/api.ts; an error names what is wrong and shows the usage. */
export function parseApiArgs(argv: string[]): ApiArgs | { error: string } {
  const rest = [...argv];
  let as = DEFAULT_ACCOUNT;
  if (rest[0] === "--as") {
    rest.shift();
    const account = rest.shift();
    if (!account) return { error: `--as needs an e-mail address\n${USAGE}` };
    as = account;
  }
  const [method, path, body, ...extra] = rest;
  const upper = method?.toUpperCase();
  if (!upper || !(METHODS as readonly string[]).includes(upper)) return { error: `unknown method ${method ?? "(none)"}\n${USAGE}` };
  if (!path?.startsWith("/api/")) return { error: `the path must start with /api/\n${USAGE}` };
  if (extra.length > 0) return { error: `unexpected arguments: ${extra.join(" ")}\n${USAGE}` };
  if (body !== undefined) {
    try {
      JSON.parse(body);
    } catch {
      return { error: `the body is not JSON: ${body}\n${USAGE}` };
    }
  }
  return { as, method: upper as Method, path, ...(body !== undefined ? { body } : {}) };
}
