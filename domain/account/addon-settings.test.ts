import { describe, expect, it } from "vitest";
import { accountFlowSettings, parseSettingsScript, settingsScriptText } from "./addon-settings.ts";

describe("S-3-37 account and flow settings", () => {
  it("supply is_logged_in, is_complete_package and cartflows_version", () => {
    expect(accountFlowSettings(true)).toEqual({ is_logged_in: true, is_complete_package: true, cartflows_version: false });
    expect(accountFlowSettings(false).is_logged_in).toBe(false);
  });

  it("survive the inline script round trip, with no way to close the script", () => {
    const settings = { ...accountFlowSettings(true), note: "</script><script>alert(1)</script>" };
    const text = settingsScriptText(settings);
    expect(text).not.toContain("<");
    expect(parseSettingsScript(text)).toEqual(settings);
  });

  it("read a missing or malformed script as null", () => {
    expect(parseSettingsScript(null)).toBeNull();
    expect(parseSettingsScript("{oops")).toBeNull();
    expect(parseSettingsScript("[1]")).toBeNull();
  });
});
