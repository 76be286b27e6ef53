import { expect, test } from "vitest";
import { DEFAULT_HEADER_SETTINGS } from "../../domain/shell/header-settings.ts";
import { FALLBACK_HEADER_SETTINGS } from "./shell-fallback.ts";

test("the browser's fallback header settings are the settings' own defaults", () => {
  expect(FALLBACK_HEADER_SETTINGS).toEqual(DEFAULT_HEADER_SETTINGS);
});
