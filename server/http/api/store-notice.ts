import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { comingSoonSettingsSchema } from "../../../domain/store-notice/coming-soon-schema.ts";
import { NOTICE_COOKIE_MAX_AGE_SECONDS, NOTICE_COOKIE_PATH } from "../../../domain/store-notice/dismissal.ts";
import { bannerOfDismissal, dismissBannerBody } from "../../../domain/store-notice/operations.ts";
import { storeNoticeSettingsSchema } from "../../../domain/store-notice/settings.ts";
import type { Services } from "../../services/index.ts";
import { shopAdministrator } from "../access.ts";
import { NO_STORE } from "../session.ts";
import { settingsActor } from "./settings-actor.ts";

/**
 * The store notice: its dismissal (spec call 4) and its settings, with coming-soon mode beside it. A
 * settings change is seen at once by this process's pages: the settings service tells the page cache.
 */
export function registerStoreNoticeRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/store-notice/dismiss",
    {
      schema: {
        tags: ["store notice"],
        summary: "Dismisses the store notice or the coming-soon banner: sets its cookie (path /)",
        description:
          "Send `{notice: <the banner's data-notice-id>}` for the store notice (cookie `store_notice<id>=hidden`) or " +
          '`{woocommerce_meta: {coming_soon_banner_dismissed: "yes"}}` for the coming-soon banner (cookie `coming_soon_banner_dismissed=yes`). ' +
          "The page hides the banner whatever this answers.",
        body: dismissBannerBody,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const banner = bannerOfDismissal(request.body);
      // Read by the page's head script: not HttpOnly.
      request.ctx.cookies.set(banner.cookie.name, banner.cookie.value, {
        path: NOTICE_COOKIE_PATH,
        maxAgeSeconds: NOTICE_COOKIE_MAX_AGE_SECONDS,
        httpOnly: false,
      });
      return reply.send({ dismissed: banner.kind });
    },
  );

  const tags = ["settings"];
  api.get("/settings/store-notice", { schema: { tags, summary: "The store notice's settings" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    return reply.send({ settings: await services.settings.storeNotice() });
  });

  api.put(
    "/settings/store-notice",
    { schema: { tags, summary: "Replaces the store notice's settings (missing fields take their defaults)", body: storeNoticeSettingsSchema } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const admin = await request.ctx.requireRole(shopAdministrator);
      await request.ctx.requireNonce();
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), "store-notice", request.body) });
    },
  );

  api.get("/settings/coming-soon", { schema: { tags, summary: "Whether the shop is in coming-soon mode" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    return reply.send({ settings: await services.settings.comingSoon() });
  });

  api.put(
    "/settings/coming-soon",
    {
      schema: {
        tags,
        summary: "Switches coming-soon mode and sets its page's heading and message (texts left out keep their values)",
        body: comingSoonSettingsSchema,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const admin = await request.ctx.requireRole(shopAdministrator);
      await request.ctx.requireNonce();
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), "coming-soon", request.body) });
    },
  );
}
