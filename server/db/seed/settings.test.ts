import { describe, expect, test } from "vitest";
import { headerSettingsPatchSchema, resolveHeaderSettings } from "../../../domain/shell/header-settings.ts";
import { DEMO_HEADER_SETTINGS } from "./settings.ts";

describe("the demo header and footer", () => {
  test("S-2-21 S-2-22 S-2-23 are a valid settings document that resolves without a problem", () => {
    expect(headerSettingsPatchSchema.safeParse(DEMO_HEADER_SETTINGS).success).toBe(true);
    const { settings, problems } = resolveHeaderSettings(DEMO_HEADER_SETTINGS);
    expect(problems).toEqual([]);
    expect(settings.layout.desktop.above.right).toContainEqual({ type: "menu", menu: "secondary" });
    expect(settings.layout.desktop.below.left).toEqual([{ type: "menu", menu: "primary" }]);
    expect(settings.footer.primary.columns).toHaveLength(4);
  });
});
