import type { Db } from "../db/connect.ts";
import { createCartService, type CartService } from "./cart/index.ts";
import { createCheckoutService, type CheckoutService } from "./checkout/index.ts";
import { createCatalogService, type CatalogService } from "./catalog/index.ts";
import { createContentService, type ContentService } from "./content/index.ts";
import { createMediaStore, type MediaStore } from "./media/index.ts";
import { createReviewService, type ReviewService } from "./reviews/index.ts";
import { createSettingsService, type SettingsService } from "./settings/index.ts";
import { createSessionService, type SessionService } from "./sessions/index.ts";

/** Everything a request handler or route loader may call; built once per process around one database. */
export type Services = {
  cart: CartService;
  catalog: CatalogService;
  checkout: CheckoutService;
  content: ContentService;
  media: MediaStore;
  reviews: ReviewService;
  sessions: SessionService;
  settings: SettingsService;
};

export type ServicesOptions = {
  /** Folder where generated product pictures are cached. */
  mediaDir: string;
};

export function createServices(db: Db, options: ServicesOptions): Services {
  const sessions = createSessionService(db);
  return {
    cart: createCartService(db, sessions),
    catalog: createCatalogService(db),
    checkout: createCheckoutService(db),
    content: createContentService(db),
    media: createMediaStore(db, options.mediaDir),
    reviews: createReviewService(db),
    sessions,
    settings: createSettingsService(db),
  };
}
