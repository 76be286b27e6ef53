import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { headerSettingsPatchSchema } from "../../../domain/shell/header-settings.ts";
import type { Services } from "../../services/index.ts";
import { shopAdministrator } from "../access.ts";
import { NO_STORE } from "../session.ts";
import { settingsActor } from "./settings-actor.ts";

const tags = ["settings"];

/** The storefront shell's settings: the shop administrator's, a change carrying the nonce (checked first). */
export function registerShellRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/settings/header", { schema: { tags, summary: "The header's settings (how search is offered)" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    return reply.send({ settings: await services.settings.header() });
  });

  api.put(
    "/settings/header",
    { schema: { tags, summary: "Changes the header's settings (the fields sent)", body: headerSettingsPatchSchema } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const admin = await request.ctx.requireRole(shopAdministrator);
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), "header", request.body) });
    },
  );
}
