import type { FastifyInstance } from "fastify";
import type { Services } from "../../services/index.ts";
import { HttpError } from "../errors.ts";
import { refuseInvalidJsonText } from "../request-hooks.ts";
import { registerAdminApi } from "./admin/index.ts";
import { registerAffiliateRoutes } from "./affiliate.ts";
import { registerAuthRoutes } from "./auth.ts";
import { registerCartRoutes } from "./cart.ts";
import { registerCatalogRoutes } from "./catalog.ts";
import { registerCheckoutRoutes } from "./checkout.ts";
import { registerMenuRoutes } from "./menus.ts";
import { registerNonceRoutes } from "./nonce.ts";
import { registerPaletteRoutes } from "./palette.ts";
import { registerPaymentRoutes } from "./payments.ts";
import { registerProductRoutes } from "./products.ts";
import { registerShellRoutes } from "./shell.ts";
import { registerStoreNoticeRoutes } from "./store-notice.ts";
import { requireDeclaredInput } from "./declared-input.ts";
import { zodValidatorCompiler } from "./validation.ts";

/** The JSON API under /api; see docs/api.md. */
export async function registerApi(app: FastifyInstance, services: Services) {
  await app.register(
    async (api) => {
      // Every route declares its input as zod schemas, validated here and published in /api/openapi.json.
      api.setValidatorCompiler(zodValidatorCompiler);
      api.addHook("onRoute", requireDeclaredInput);
      // Every string of a JSON body passes the input-text rule before any handler validates it.
      api.addHook("preValidation", refuseInvalidJsonText);
      api.get("/health", { schema: { tags: ["session"], summary: "Answers while the server runs" } }, async () => ({ ok: true }));
      registerCatalogRoutes(api, services);
      registerProductRoutes(api, services);
      registerCartRoutes(api, services);
      registerCheckoutRoutes(api, services);
      registerShellRoutes(api, services);
      registerMenuRoutes(api, services);
      registerNonceRoutes(api, services);
      registerAuthRoutes(api, services);
      registerStoreNoticeRoutes(api, services);
      registerPaletteRoutes(api, services);
      registerAffiliateRoutes(api, services);
      registerPaymentRoutes(api, services);
      registerAdminApi(api, services);
      // Unknown API paths answer JSON, not the storefront's HTML 404 page.
      api.all("/*", { schema: { hide: true, summary: "No such endpoint", params: null, body: null } }, async (request) => {
        throw new HttpError(404, "not_found", `No endpoint at ${request.method} ${request.url.split("?")[0]}.`);
      });
    },
    { prefix: "/api" },
  );
}
