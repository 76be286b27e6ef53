import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { installRequestLog } from "./request-log.ts";

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  installRequestLog(app);
  app.get("/hello", async () => "hi");
  return app;
}

describe("the request log", () => {
  it("writes one line per request, at info, with the method, URL, status and time", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "info");
    await app.inject({ url: "/hello?x=1" });
    await app.inject({ url: "/missing" });
    await app.close();
    const requests = lines.filter((line) => "status" in line);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, method: "GET", url: "/hello?x=1", status: 200 });
    expect(requests[0]!.msg).toMatch(/^GET \/hello\?x=1 200 [0-9.]+ms$/);
    expect(requests[1]).toMatchObject({ url: "/missing", status: 404 });
    expect(lines.filter((line) => line.msg === "incoming request" || line.msg === "request completed")).toEqual([]);
  });

  it("is hidden by LOG_LEVEL=warn", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, "warn");
    await app.inject({ url: "/hello" });
    await app.close();
    expect(lines).toEqual([]);
  });
});
