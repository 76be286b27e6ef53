import { describe, expect, it } from "vitest";
import { AFFILIATE_SETTINGS_FIELDS } from "./dashboard.ts";
import { checkSettingsPayload, EMPTY_SETTINGS } from "./settings-payload.ts";

describe("settings payload", () => {
  it("S-3-7, S-3-8: the flags are '1' or '0'", () => {
    expect(checkSettingsPayload({ wcu_enable_notifications: "1", wcu_enable_reports: "0" }, EMPTY_SETTINGS).ok).toBe(true);
    const bad = checkSettingsPayload({ wcu_enable_notifications: "yes" }, EMPTY_SETTINGS);
    expect(bad.ok === false && bad.fields).toHaveProperty("wcu_enable_notifications");
  });

  it("S-3-10: the payout type is one of §3's", () => {
    expect(checkSettingsPayload({ payouttype: "banktransfer" }, EMPTY_SETTINGS).ok).toBe(true);
    expect(checkSettingsPayload({ payouttype: "cash" }, EMPTY_SETTINGS).ok).toBe(false);
  });

  it("S-3-9, S-3-11, S-3-14: e-mail fields and the extra list are checked", () => {
    expect(checkSettingsPayload({ paypalemail: "a@b.co", wcu_notifications_extra: "x@y.co, z@w.co" }, EMPTY_SETTINGS).ok).toBe(true);
    expect(checkSettingsPayload({ wcu_notifications_extra: "x@y.co, nope" }, EMPTY_SETTINGS).ok).toBe(false);
    expect(checkSettingsPayload({ wcu_website: "javascript:alert(1)" }, EMPTY_SETTINGS).ok).toBe(false);
  });

  it("S-3-12, S-3-13: every posted field is kept (trimmed); one not posted keeps its stored value; post_id is never stored", () => {
    const stored = { ...EMPTY_SETTINGS, "wcu-company": "Old Co" };
    const posted = Object.fromEntries(AFFILIATE_SETTINGS_FIELDS.filter((f) => f !== "wcu-company").map((f) => [f, ""]));
    const result = checkSettingsPayload({ ...posted, bankname: " My Bank ", post_id: "77" }, stored);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.bankname).toBe("My Bank");
    expect(result.value["wcu-company"]).toBe("Old Co");
    expect(result.value.post_id).toBe("");
  });

  it("a non-string value is refused", () => {
    expect(checkSettingsPayload({ bankname: 5 }, EMPTY_SETTINGS).ok).toBe(false);
  });
});
