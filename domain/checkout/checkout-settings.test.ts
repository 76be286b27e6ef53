import { describe, expect, it } from "vitest";
import { applyCheckoutSettingsPatch, CHECKOUT_SETTINGS_DEFAULTS, checkoutSettingsPatchSchema, resolveCheckoutSettings } from "./checkout-settings.ts";

describe("resolveCheckoutSettings", () => {
  it.each([null, undefined, "modern", 42, []])("S-3-38 S-3-39 S-3-41 keeps every default for a stored %j", (stored) => {
    expect(resolveCheckoutSettings(stored)).toEqual(CHECKOUT_SETTINGS_DEFAULTS);
  });

  it("S-3-38 S-3-39 the defaults have show/hide wording and a welcome-back text", () => {
    expect(CHECKOUT_SETTINGS_DEFAULTS.order_review_toggle_texts).toEqual({ toggle_show_text: "Show order summary", toggle_hide_text: "Hide order summary" });
    expect(CHECKOUT_SETTINGS_DEFAULTS.user_validation_msgs.success_msg).toBe("Welcome back! Log in to continue.");
    expect(CHECKOUT_SETTINGS_DEFAULTS.layout).toBe("classic");
  });

  it("S-2-5 S-3-41 S-2-53 takes stored values that fit", () => {
    const stored = {
      layout: "modern",
      checkout_order_review_sticky: false,
      checkout_form_sticky: true,
      order_review_toggle_texts: { toggle_show_text: "Open", toggle_hide_text: "Close" },
      user_validation_msgs: { success_msg: "You have an account." },
    };
    expect(resolveCheckoutSettings(stored)).toEqual(stored);
  });

  it("a malformed field keeps its own default and leaves the others", () => {
    const resolved = resolveCheckoutSettings({
      layout: "sideways",
      checkout_form_sticky: "yes",
      order_review_toggle_texts: { toggle_show_text: "  ", toggle_hide_text: "Close" },
    });
    expect(resolved.layout).toBe("classic");
    expect(resolved.checkout_form_sticky).toBe(false);
    expect(resolved.order_review_toggle_texts).toEqual({ toggle_show_text: "Show order summary", toggle_hide_text: "Close" });
  });
});

describe("checkout settings patch", () => {
  it("merges nested texts over the current ones", () => {
    const next = applyCheckoutSettingsPatch(CHECKOUT_SETTINGS_DEFAULTS, { layout: "modern", order_review_toggle_texts: { toggle_hide_text: "Fold" } });
    expect(next.layout).toBe("modern");
    expect(next.order_review_toggle_texts).toEqual({ toggle_show_text: "Show order summary", toggle_hide_text: "Fold" });
    expect(next.user_validation_msgs).toEqual(CHECKOUT_SETTINGS_DEFAULTS.user_validation_msgs);
  });

  it.each([{ layout: "grid" }, { checkout_form_sticky: "true" }, { unknown: 1 }, { order_review_toggle_texts: { toggle_show_text: "" } }])(
    "refuses %j",
    (body) => {
      expect(checkoutSettingsPatchSchema.safeParse(body).success).toBe(false);
    },
  );
});
