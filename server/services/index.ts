import { DEFAULT_CURRENCY } from "../../domain/money.ts";
import type { Db } from "../db/connect.ts";
import { createAccountService, type AccountService } from "./accounts/index.ts";
import { createAuditService, type AuditService } from "./audit/index.ts";
import { createCartService, type CartService } from "./cart/index.ts";
import { createCheckoutService, type CheckoutService } from "./checkout/index.ts";
import { createCatalogService, type CatalogService } from "./catalog/index.ts";
import { createContentService, type ContentService } from "./content/index.ts";
import { createCustomerService, type CustomerService } from "./customers/index.ts";
import { createMailService, transportFromEnv, type MailService, type MailTransport } from "./mail/index.ts";
import { createMaintenanceService, type MaintenanceService } from "./maintenance/index.ts";
import { createMediaStore, type MediaStore } from "./media/index.ts";
import { createProductEditorService, type ProductEditorService } from "./product-editor/index.ts";
import { createReviewService, type ReviewService } from "./reviews/index.ts";
import { createSettingsService, type SettingsService } from "./settings/index.ts";
import { createSessionService, type SessionService } from "./sessions/index.ts";

/** Everything a request handler or route loader may call; built once per process around one database. */
export type Services = {
  accounts: AccountService;
  audit: AuditService;
  cart: CartService;
  catalog: CatalogService;
  checkout: CheckoutService;
  content: ContentService;
  customers: CustomerService;
  mail: MailService;
  maintenance: MaintenanceService;
  media: MediaStore;
  productEditor: ProductEditorService;
  reviews: ReviewService;
  sessions: SessionService;
  settings: SettingsService;
};

export type ServicesOptions = {
  /** Folder where generated product pictures are cached. */
  mediaDir: string;
  /** Delivers the mail outbox; by default the one SMTP_URL selects (none without it, see mail/index.ts). */
  mailTransport?: MailTransport | null;
  /** Prefixed to links in e-mails, e.g. "https://shop.example"; relative links when omitted. */
  publicOrigin?: string;
};

export function createServices(db: Db, options: ServicesOptions): Services {
  // One session service per process: its cache must hear of every session the other services end.
  const sessions = createSessionService(db);
  const settings = createSettingsService(db);
  const mail = createMailService(db, { transport: options.mailTransport === undefined ? transportFromEnv() : options.mailTransport });
  return {
    accounts: createAccountService(db, { sessions, mail, ...(options.publicOrigin ? { origin: options.publicOrigin } : {}) }),
    audit: createAuditService(db),
    cart: createCartService(db),
    catalog: createCatalogService(db),
    checkout: createCheckoutService(db, { settings: async () => ({ ...(await settings.pricing()), currency: DEFAULT_CURRENCY }), sessions }),
    content: createContentService(db),
    customers: createCustomerService(db),
    mail,
    maintenance: createMaintenanceService(db),
    media: createMediaStore(db, options.mediaDir),
    productEditor: createProductEditorService(db, { mediaDir: options.mediaDir }),
    reviews: createReviewService(db),
    sessions,
    settings,
  };
}
