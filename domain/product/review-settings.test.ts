import { describe, expect, it } from "vitest";
import { mayReview, newReviewStatus, REVIEW_SETTINGS_DEFAULTS, showsVerifiedLabel } from "./review-settings.ts";
import { resolveReviewSettings, reviewSettingsSchema } from "./review-settings-schema.ts";

describe("review settings", () => {
  it("reads nothing stored as the defaults: approval required, anyone may review, the label shown", () => {
    expect(resolveReviewSettings(null)).toEqual({ requireApproval: true, verifiedOwnersOnly: false, showVerifiedLabel: true });
  });

  it("fills in what a stored document leaves out, and reads a malformed one as the defaults", () => {
    expect(resolveReviewSettings({ requireApproval: false })).toEqual({ ...REVIEW_SETTINGS_DEFAULTS, requireApproval: false });
    expect(resolveReviewSettings({ requireApproval: "no" })).toEqual(REVIEW_SETTINGS_DEFAULTS);
    expect(resolveReviewSettings("on")).toEqual(REVIEW_SETTINGS_DEFAULTS);
  });

  it("a save must name every setting, and nothing else", () => {
    expect(reviewSettingsSchema.safeParse({ requireApproval: true, verifiedOwnersOnly: true, showVerifiedLabel: false }).success).toBe(true);
    expect(reviewSettingsSchema.safeParse({ requireApproval: true }).success).toBe(false);
    expect(reviewSettingsSchema.safeParse({ ...REVIEW_SETTINGS_DEFAULTS, extra: 1 }).success).toBe(false);
  });
});

describe("who may review", () => {
  const open = { verifiedOwnersOnly: false };
  const ownersOnly = { verifiedOwnersOnly: true };
  it.each([
    ["a guest, reviews open to all", open, { signedIn: false, verifiedOwner: false }, true],
    ["a signed-in customer who never bought it, reviews open to all", open, { signedIn: true, verifiedOwner: false }, true],
    ["a signed-in owner, owners only", ownersOnly, { signedIn: true, verifiedOwner: true }, true],
    ["a signed-in customer who never bought it, owners only", ownersOnly, { signedIn: true, verifiedOwner: false }, false],
    ["a guest, owners only (an e-mail proves nothing)", ownersOnly, { signedIn: false, verifiedOwner: true }, false],
  ])("%s → %s", (_name, settings, reviewer, allowed) => {
    const answer = mayReview(settings, reviewer);
    expect(answer.ok).toBe(allowed);
    if (!answer.ok) expect(answer.reason).toBe("verified-owners-only");
  });
});

describe("a new review's status and label", () => {
  it("waits for approval while the shop requires it, and is published at once otherwise", () => {
    expect(newReviewStatus({ requireApproval: true })).toBe("pending");
    expect(newReviewStatus({ requireApproval: false })).toBe("approved");
  });

  it("shows the verified-owner label only on a verified review, and only while the setting is on", () => {
    expect(showsVerifiedLabel({ showVerifiedLabel: true }, { verified: true })).toBe(true);
    expect(showsVerifiedLabel({ showVerifiedLabel: true }, { verified: false })).toBe(false);
    expect(showsVerifiedLabel({ showVerifiedLabel: false }, { verified: true })).toBe(false);
  });
});
