import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import handleRequest from "./entry.server.tsx";

describe("the server entry", () => {
  it("answers HEAD as GET would, without a body: the same status and the document's type", async () => {
    const response = await handleRequest(
      new Request("http://shop.test/", { method: "HEAD" }),
      404,
      new Headers({ "cache-control": "no-store" }),
      {} as EntryContext,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toBeNull();
  });
});
