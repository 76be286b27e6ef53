import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { paletteSettingsPatchSchema } from "../../../domain/palette/palette-settings.ts";
import type { Services } from "../../services/index.ts";
import { administrator } from "../access.ts";
import { HttpError } from "../errors.ts";
import { NO_STORE } from "../session.ts";

/** The administrator rule, answered 403 as the other settings calls answer; a change carries the nonce first. */
async function requireAdministrator(request: FastifyRequest, access: "read" | "change"): Promise<void> {
  if (access === "change") await request.ctx.requireNonce();
  if (!administrator.allows(await request.ctx.customer()))
    throw new HttpError(403, "forbidden", "Only a shop administrator can read or change the shop's settings.");
}

const tags = ["settings"];

/** The colour switcher's settings (S-3-42): read and changed by an administrator; a change shows on the next page. */
export function registerPaletteRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/settings/palette", { schema: { tags, summary: "The colour palettes and the switcher's settings" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await requireAdministrator(request, "read");
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
      await requireAdministrator(request, "change");
      return reply.send({ settings: await services.settings.savePalette(request.body) });
    },
  );
}
