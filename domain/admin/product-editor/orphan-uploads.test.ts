import { describe, expect, it } from "vitest";
import { isAbandonedUpload, ORPHAN_UPLOAD_MAX_AGE_HOURS } from "./orphan-uploads.ts";

describe("isAbandonedUpload", () => {
  const uploadedAt = new Date("2026-11-20T09:00:00Z");
  const after = (hours: number) => new Date(uploadedAt.getTime() + hours * 3_600_000);

  it("keeps an unused upload for a day", () => {
    expect(ORPHAN_UPLOAD_MAX_AGE_HOURS).toBe(24);
    expect(isAbandonedUpload(uploadedAt, after(23.9))).toBe(false);
  });

  it("gives it up once the day has passed", () => {
    expect(isAbandonedUpload(uploadedAt, after(24))).toBe(true);
    expect(isAbandonedUpload(uploadedAt, after(72))).toBe(true);
  });

  it("takes another age when asked", () => {
    expect(isAbandonedUpload(uploadedAt, after(2), 1)).toBe(true);
  });

  it("never gives up an upload dated in the future (a clock set back)", () => {
    expect(isAbandonedUpload(uploadedAt, after(-5))).toBe(false);
  });
});
