import { describe, expect, it } from "vitest";
import { AFFILIATE_SETTINGS_FIELDS } from "./dashboard.ts";
import { outcomeOfAnswer, reloadAfterSave, saveMessage, settingsPayload } from "./settings-save.ts";

describe("settings save", () => {
  it("S-3-7 S-3-8 checkboxes travel as '1' when checked and '0' when not", () => {
    const checked = settingsPayload((name) => (name.startsWith("wcu_enable") ? "on" : null));
    expect(checked.wcu_enable_notifications).toBe("1");
    expect(checked.wcu_enable_reports).toBe("1");
    const unchecked = settingsPayload(() => null);
    expect(unchecked.wcu_enable_notifications).toBe("0");
    expect(unchecked.wcu_enable_reports).toBe("0");
  });

  it("S-7-4 the payload carries every §3 field, text as typed and missing text as empty", () => {
    const typed: Record<string, string> = { post_id: "7", "wcu-taxid": "IE123", wcu_website: "https://priya.example" };
    const payload = settingsPayload((name) => typed[name] ?? null);
    expect(Object.keys(payload)).toEqual([...AFFILIATE_SETTINGS_FIELDS]);
    expect(payload.post_id).toBe("7");
    expect(payload["wcu-taxid"]).toBe("IE123");
    expect(payload.bankother4).toBe("");
  });

  it("S-8-7 S-7-5 a save shows the answer's message in green", () => {
    expect(saveMessage({ kind: "saved", message: "Settings saved.", payouttype: "credit" })).toEqual({ tone: "success", text: "Settings saved." });
  });

  it("S-8-9 a refusal shows 'Error: ' plus the returned text", () => {
    expect(saveMessage({ kind: "refused", text: "bad" })).toEqual({ tone: "error", text: "Error: bad" });
  });

  it("S-8-10 a refusal without text shows 'Error: Unknown error'", () => {
    expect(saveMessage({ kind: "refused", text: null })).toEqual({ tone: "error", text: "Error: Unknown error" });
    expect(saveMessage({ kind: "refused", text: "  " })).toEqual({ tone: "error", text: "Error: Unknown error" });
  });

  it("S-8-11 a transport failure shows 'AJAX Error: ' plus the error text", () => {
    expect(saveMessage({ kind: "transport", text: "Failed to fetch" })).toEqual({ tone: "error", text: "AJAX Error: Failed to fetch" });
  });

  it("S-4-38 S-7-6 the page reloads only when the saved payout type differs from the one shown", () => {
    expect(reloadAfterSave({ kind: "saved", message: "ok", payouttype: "banktransfer" }, "paypalapi")).toBe(true);
    expect(reloadAfterSave({ kind: "saved", message: "ok", payouttype: "paypalapi" }, "paypalapi")).toBe(false);
    // The service answers an empty payout type when the save left it unchanged.
    expect(reloadAfterSave({ kind: "saved", message: "ok", payouttype: "" }, "paypalapi")).toBe(false);
    expect(reloadAfterSave({ kind: "refused", text: null }, "paypalapi")).toBe(false);
  });

  it("reads call 2's answers: a save, a JSON refusal, a refusal without text, an unreadable answer", () => {
    expect(outcomeOfAnswer(200, "OK", { message: "Saved", updatedPayoutFields: { payouttype: "credit" } })).toEqual({
      kind: "saved",
      message: "Saved",
      payouttype: "credit",
    });
    expect(outcomeOfAnswer(400, "Bad Request", { error: { code: "invalid_input", message: "Check the e-mail." } })).toEqual({
      kind: "refused",
      text: "Check the e-mail.",
    });
    expect(outcomeOfAnswer(400, "Bad Request", {})).toEqual({ kind: "refused", text: null });
    expect(outcomeOfAnswer(200, "OK", { error: "bad" })).toEqual({ kind: "refused", text: "bad" });
    expect(outcomeOfAnswer(500, "Internal Server Error", undefined)).toEqual({ kind: "transport", text: "500 Internal Server Error" });
  });
});
