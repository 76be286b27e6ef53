/**
 * Requests sent byte for byte as written: node:http puts the path on the wire untouched (no URL parser
 * normalises `..`, re-encodes `%zz` or drops a lone surrogate escape) and keeps no cookie jar, so each
 * request carries exactly the headers the case gives it.
 */
import http from "node:http";

export type RawRequest = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };
/** `status` 0: no answer at all (the connection failed or was cut before a status line). */
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; error?: string };

// A connection per request: a server that closes one after refusing a body must not fail the next request on it.
const agent = new http.Agent({ keepAlive: false });

export function sendRaw(origin: URL, request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (response: RawResponse) => {
      if (!settled) resolve(response);
      settled = true;
    };
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(
        { host: origin.hostname, port: origin.port, method: request.method, path: request.path, headers: request.headers, agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => done({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }));
          incoming.on("error", () => done({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }));
        },
      );
    } catch (error) {
      // Node refuses to send some paths (a raw control character): nothing reached the server.
      done({ status: -1, headers: {}, body: "", error: String(error) });
      return;
    }
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", (error) => done({ status: 0, headers: {}, body: "", error: error.message }));
    outgoing.end(request.body);
  });
}

/** The session cookie (name=value) a response sets, if any. */
export function setCookiePairs(response: RawResponse): string[] {
  const cookies = response.headers["set-cookie"] ?? [];
  return cookies.map((cookie) => cookie.split(";")[0]!);
}

export function closeRawAgent() {
  agent.destroy();
}
