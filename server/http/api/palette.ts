import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { paletteSettingsPatchSchema } from "../../../domain/palette/palette-settings.ts";
import type { Services } from "../../services/index.ts";
import { shopAdministrator } from "../access.ts";
import { NO_STORE } from "../session.ts";
import { settingsActor } from "./settings-actor.ts";

const tags = ["settings"];

/**
 * The colour switcher's settings (S-3-42): the shop administrator's, a change carrying the nonce (checked
 * first). A saved change empties the settings and page caches, so the next page shows it.
 */
export function registerPaletteRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/settings/palette", { schema: { tags, summary: "The colour palettes and the switcher's settings" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    return reply.send({ settings: await services.settings.palette() });
  });

  api.put(
    "/settings/palette",
    {
      schema: {
        tags,
        summary: "Changes the colour palettes and the switcher's settings (the fields and tokens sent)",
        description: "Colours are hex (#1d1d1f) or rgb()/hsl() values. Pages served from the page cache are dropped, so the change shows at once.",
        body: paletteSettingsPatchSchema,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const admin = await request.ctx.requireRole(shopAdministrator);
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), "palettes", request.body) });
    },
  );
}
