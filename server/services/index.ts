import { randomBytes } from "node:crypto";
import { DEFAULT_CURRENCY } from "../../domain/money.ts";
import { isCardAvailable } from "../../domain/checkout/payment-methods.ts";
import type { Db } from "../db/connect.ts";
import { createAffiliateService, type AffiliateService } from "./affiliates/index.ts";
import { createAdminProductsService, type AdminProductsService } from "./admin-products/index.ts";
import { createAccountService, type AccountService } from "./accounts/index.ts";
import { createAuditService, type AuditService } from "./audit/index.ts";
import { createCartService, type CartService } from "./cart/index.ts";
import { createCheckoutService, type CheckoutService } from "./checkout/index.ts";
import { createCatalogService, type CatalogService } from "./catalog/index.ts";
import { createContentService, type ContentService } from "./content/index.ts";
import { createCustomerService, type CustomerService } from "./customers/index.ts";
import { createCouponService, type CouponService } from "./coupons/index.ts";
import { createDashboardService, type DashboardService } from "./dashboard/index.ts";
import type { Mailbox } from "../../domain/mail/sender-address.ts";
import { createMailService, transportFromEnv, type MailService, type MailTransport } from "./mail/index.ts";
import { mailSettingsFromEnv } from "./mail/settings.ts";
import { createOrderAdminService, type OrderAdminService } from "./orders/index.ts";
import { createMaintenanceService, type MaintenanceService } from "./maintenance/index.ts";
import { createMediaStore, type MediaStore } from "./media/index.ts";
import { createPeopleService, type PeopleService } from "./people/index.ts";
import { createProductEditorService, type ProductEditorService } from "./product-editor/index.ts";
import { createReviewService, type ReviewService } from "./reviews/index.ts";
import { createReviewModerationService, type ReviewModerationService } from "./review-moderation/index.ts";
import { createTaxonomyService, type TaxonomyService } from "./taxonomy/index.ts";
import { createSettingsService, type SettingsService } from "./settings/index.ts";
import { createSettingsAdminService, type SettingsAdminService } from "./settings-admin/index.ts";
import { createSessionService, type SessionService } from "./sessions/index.ts";
import { createDocumentService, type DocumentService } from "./documents/index.ts";
import { createPaymentService, type PaymentService } from "./payments/index.ts";
import { createTestGateway } from "./payments/test-gateway.ts";
import { createDownloadService, downloadsDirOf, maxDownloadBytesFrom, type DownloadService } from "./downloads/index.ts";

/** Everything a request handler or route loader may call; built once per process around one database. */
export type Services = {
  accounts: AccountService;
  adminProducts: AdminProductsService;
  affiliates: AffiliateService;
  audit: AuditService;
  cart: CartService;
  catalog: CatalogService;
  checkout: CheckoutService;
  content: ContentService;
  customers: CustomerService;
  coupons: CouponService;
  dashboard: DashboardService;
  mail: MailService;
  maintenance: MaintenanceService;
  media: MediaStore;
  people: PeopleService;
  orders: OrderAdminService;
  payments: PaymentService;
  productEditor: ProductEditorService;
  reviews: ReviewService;
  reviewModeration: ReviewModerationService;
  taxonomy: TaxonomyService;
  sessions: SessionService;
  settings: SettingsService;
  settingsAdmin: SettingsAdminService;
  documents: DocumentService;
  downloads: DownloadService;
};

export type ServicesOptions = {
  /** Folder where generated product pictures are cached. */
  mediaDir: string;
  /** Delivers the mail outbox; by default the one SMTP_URL selects (none without it, see mail/index.ts). */
  mailTransport?: MailTransport | null;
  /** The configured sender (MAIL_FROM) that the merchant's sender setting falls back to; by default MAIL_FROM's. */
  mailFrom?: Mailbox;
  /** Prefixed to links in e-mails, e.g. "https://shop.example"; relative links when omitted. */
  publicOrigin?: string;
  /**
   * The test gateway's webhook secret (TEST_GATEWAY_WEBHOOK_SECRET); a random one per process when unset,
   * so no secret anyone could read here ever signs an event.
   */
  testGatewaySecret?: string;
  /** The private folder of downloadable files; <data>/downloads (beside mediaDir) when omitted. */
  downloadsDir?: string;
  /** The largest downloadable file an admin may attach; DOWNLOAD_MAX_MB or 50 MB when omitted. */
  downloadMaxBytes?: number;
};

export function createServices(db: Db, options: ServicesOptions): Services {
  // One session service per process: its cache must hear of every session the other services end.
  const sessions = createSessionService(db);
  const settings = createSettingsService(db);
  const mail = createMailService(db, {
    transport: options.mailTransport === undefined ? transportFromEnv() : options.mailTransport,
    defaultFrom: options.mailFrom ?? mailSettingsFromEnv(process.env).from,
  });
  // Shared by the services that write through them: one cache and one set of listeners each.
  const audit = createAuditService(db);
  const catalog = createCatalogService(db);
  const content = createContentService(db);
  const services: Services = {
    accounts: createAccountService(db, { sessions, mail, ...(options.publicOrigin ? { origin: options.publicOrigin } : {}) }),
    adminProducts: createAdminProductsService(db, { audit }),
    affiliates: createAffiliateService(db, options.publicOrigin ? { origin: options.publicOrigin } : {}),
    audit,
    cart: createCartService(db),
    catalog,
    checkout: createCheckoutService(db, {
      settings: async () => ({ ...(await settings.pricing()), currency: DEFAULT_CURRENCY }),
      sessions,
      mail,
      ...(options.publicOrigin ? { origin: options.publicOrigin } : {}),
    }),
    content,
    customers: createCustomerService(db),
    coupons: createCouponService(db, { audit }),
    dashboard: createDashboardService(db),
    mail,
    maintenance: createMaintenanceService(db),
    media: createMediaStore(db, options.mediaDir),
    people: createPeopleService(db, { sessions, mail, audit, origin: options.publicOrigin ?? "" }),
    orders: createOrderAdminService(db, { audit, catalog, shop: () => services, ...(options.publicOrigin ? { origin: options.publicOrigin } : {}) }),
    payments: createPaymentService(
      db,
      createTestGateway({ secret: options.testGatewaySecret ?? process.env.TEST_GATEWAY_WEBHOOK_SECRET ?? randomBytes(32).toString("hex") }),
      undefined,
      {
        mail,
        captureMode: async () => (await settings.pricing()).payment.card.capture,
        cardAvailable: async () => isCardAvailable((await settings.pricing()).payment.card),
        ...(options.publicOrigin ? { origin: options.publicOrigin } : {}),
      },
    ),
    productEditor: createProductEditorService(db, { audit, mediaDir: options.mediaDir }),
    reviews: createReviewService(db),
    reviewModeration: createReviewModerationService(db, { audit }),
    taxonomy: createTaxonomyService(db, { audit }),
    sessions,
    settings,
    settingsAdmin: createSettingsAdminService(db, { settings, content, audit }),
    documents: createDocumentService(db, { mail }),
    downloads: createDownloadService(db, {
      audit,
      dir: options.downloadsDir ?? downloadsDirOf(options.mediaDir),
      maxBytes: options.downloadMaxBytes ?? maxDownloadBytesFrom(process.env),
    }),
  };
  return services;
}
