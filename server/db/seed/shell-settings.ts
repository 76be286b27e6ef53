import { HEADER_SETTINGS_KEY, type HeaderSettings } from "../../../domain/shell/header-settings.ts";
import { settings } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

/** The demo header: search as a box over the header (products and categories as you type), the phone menu off-canvas. */
export const DEMO_HEADER_SETTINGS: HeaderSettings = { searchStyle: "header-cover", mobileMenuStyle: "off-canvas" };

export async function insertShellSettings(tx: Tx): Promise<void> {
  await tx.insert(settings).values({ key: HEADER_SETTINGS_KEY, value: DEMO_HEADER_SETTINGS }).onConflictDoNothing();
}
