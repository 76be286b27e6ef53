import { mediaUrl } from "../../../domain/catalog/image.ts";
import type { StoreSettings } from "../../../domain/settings/store-settings.ts";
import { images } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

/**
 * The demo shop's logo: the header's emblem beside the name, drawn as an SVG kept with the media code
 * (server/services/media/drawings/vitrine-logo.svg) and kept as one of the shop's images, so the media
 * server draws it like every other demo picture. 880 px wide: sharp at the 60 mm a document gives it.
 */
export const DEMO_LOGO = { key: "vitrine-logo", width: 880, height: 240, alt: "Vitrine" } as const;

/** Where the demo's documents find the logo: its widest rendition on the shop. */
export const DEMO_LOGO_PATH = mediaUrl(DEMO_LOGO.key, DEMO_LOGO.width);

/** The shop's identity as the demo sets it: the defaults, with the logo its documents print. */
export const DEMO_STORE_SETTINGS: Partial<StoreSettings> = { logoPath: DEMO_LOGO_PATH };

/**
 * The logo's image. The store settings that name it are written with the demo's other settings, before
 * its invoices are issued: an issued document keeps the shop's details as they were at its issue.
 */
export async function insertDemoLogo(tx: Tx): Promise<void> {
  await tx.insert(images).values({ ...DEMO_LOGO, recipe: { drawing: "vitrine-logo" } });
}
