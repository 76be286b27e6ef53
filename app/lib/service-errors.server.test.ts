import { describe, expect, it, vi } from "vitest";
import { ServiceError } from "../../server/services/errors.ts";
import { isServiceError, serviceErrorMessage, serviceErrorResponse } from "./service-errors.server.ts";

// The services the server starts are another module graph: their ServiceError is another class.
const foreignModule = async () => (await import("../../server/services/errors.ts?services" as string)) as typeof import("../../server/services/errors.ts");

describe("the React Router edge of ServiceError", () => {
  it("recognises a refusal thrown by the services' own copy of the class", async () => {
    const { ServiceError: Foreign } = await foreignModule();
    const error = new Foreign("conflict", "email_taken", "Taken.", { fields: { email: "Taken." } });
    expect(error).not.toBeInstanceOf(ServiceError);
    expect(isServiceError(error)).toBe(true);
    expect(serviceErrorMessage(error, "Sorry.")).toBe("Taken.");
  });

  it("answers the API's error body with the status of the kind, and Retry-After for a rate limit", () => {
    const response = serviceErrorResponse(new ServiceError("rate_limited", "too_many_attempts", "Wait.", { retryAfterSeconds: 4.2 }));
    expect(response.init?.status).toBe(429);
    expect(new Headers(response.init?.headers).get("retry-after")).toBe("5");
    expect(response.data).toEqual({ error: { code: "too_many_attempts", message: "Wait." } });
    const invalid = serviceErrorResponse(new ServiceError("invalid", "invalid_address", "Check.", { fields: { postcode: "Required." } }));
    expect([invalid.init?.status, invalid.data]).toEqual([400, { error: { code: "invalid_address", message: "Check.", fields: { postcode: "Required." } } }]);
  });

  it("shows the fallback for anything that is not a refusal, and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(serviceErrorMessage(Object.assign(new Error("connection reset"), { code: "ECONNRESET", status: 400 }), "Sorry.")).toBe("Sorry.");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
