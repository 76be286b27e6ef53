import { describe, expect, it } from "vitest";
import { LOGIN_WINDOW_MS } from "../account/rate-limit.ts";
import { RESET_TOKEN_TTL_MS } from "../account/reset-mail.ts";
import { retentionCutoffs, SENT_MAIL_RETENTION_MS } from "./retention.ts";

describe("retentionCutoffs", () => {
  const now = new Date("2026-11-24T12:00:00Z");

  it("keeps each record exactly as long as something still reads it", () => {
    expect(retentionCutoffs(now)).toEqual({
      sessionsExpiredBy: now,
      resetTokensCreatedBefore: new Date("2026-11-24T11:00:00Z"),
      loginAttemptsBefore: new Date("2026-11-24T11:45:00Z"),
      rateLimitHitsExpiredBy: now,
      sentMailsBefore: new Date("2026-10-25T12:00:00Z"),
    });
  });

  it("follows the rules it serves", () => {
    const cutoffs = retentionCutoffs(now);
    expect(now.getTime() - cutoffs.resetTokensCreatedBefore.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(now.getTime() - cutoffs.loginAttemptsBefore.getTime()).toBe(LOGIN_WINDOW_MS);
    expect(now.getTime() - cutoffs.sentMailsBefore.getTime()).toBe(SENT_MAIL_RETENTION_MS);
  });
});
