import { describe, expect, it } from "vitest";
import { auditDateRange, auditQuerySchema } from "./audit-query.ts";

describe("audit log query", () => {
  it("takes the filters, empty ones as none", () => {
    expect(auditQuerySchema.parse({ entity: "settings", entityId: "store", actor: "", action: "settings.update", from: "", to: "2026-11-26" })).toEqual({
      entity: "settings",
      entityId: "store",
      action: "settings.update",
      to: "2026-11-26",
    });
  });

  it("refuses what is not a filter, with the field named", () => {
    const refused = auditQuerySchema.safeParse({ entity: "Drop Table", from: "26/11/2026", after: "yesterday" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path.join("."))).toEqual(["entity", "from", "after"]);
    expect(auditQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ from: "2026-11-27", to: "2026-11-26" }).error!.issues[0]!.path).toEqual(["to"]);
  });

  it("covers whole days, both ends included", () => {
    const range = auditDateRange({ from: "2026-11-01", to: "2026-11-26" });
    expect(range.from!.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(range.to!.toISOString()).toBe("2026-11-26T23:59:59.999Z");
    expect(auditDateRange({})).toEqual({});
  });
});
