import { describe, expect, it } from "vitest";
import { HTTP_STATUS_OF_KIND, isServiceError, SERVICE_ERROR_KINDS, ServiceError } from "./errors.ts";

describe("ServiceError", () => {
  it("carries its kind, code, message, fields and retry time, and the status of its kind", () => {
    const error = new ServiceError("rate_limited", "too_many_attempts", "Slow down.", { fields: { email: "Slow down." }, retryAfterSeconds: 30 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      kind: "rate_limited",
      code: "too_many_attempts",
      message: "Slow down.",
      fields: { email: "Slow down." },
      retryAfterSeconds: 30,
    });
    expect(error.status).toBe(429);
  });

  it("one table gives every kind its HTTP status", () => {
    expect(SERVICE_ERROR_KINDS.map((kind) => [kind, HTTP_STATUS_OF_KIND[kind]])).toEqual([
      ["invalid", 400],
      ["unauthenticated", 401],
      ["forbidden", 403],
      ["not_found", 404],
      ["conflict", 409],
      ["rate_limited", 429],
    ]);
  });

  it("is recognised when it comes from another copy of the module, where instanceof fails", async () => {
    // A query string makes Vite load the file again as a separate module, as the app's bundle does.
    const other = (await import("./errors.ts?copy" as string)) as typeof import("./errors.ts");
    const foreign = new other.ServiceError("not_found", "line_not_found", "No such line.");
    expect(foreign).not.toBeInstanceOf(ServiceError);
    expect(isServiceError(foreign)).toBe(true);
    expect(foreign.status).toBe(404);
  });

  it.each([
    ["a plain Error", new Error("boom")],
    ["the old shape-checked refusal", Object.assign(new Error("Sorry"), { status: 400, code: "out_of_stock" })],
    ["an unknown kind", Object.assign(new Error("x"), { brand: "vitrine.service-error", kind: "teapot", code: "x" })],
    ["a brand without a code", Object.assign(new Error("x"), { brand: "vitrine.service-error", kind: "invalid" })],
    ["null", null],
    ["a string", "invalid"],
  ])("is not fooled by %s", (_, value) => expect(isServiceError(value)).toBe(false));
});
