import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MENU_LOCATIONS } from "../../../domain/shell/header-layout.ts";
import { menuSaveSchema } from "../../../domain/shell/menu-input.ts";
import type { Services } from "../../services/index.ts";
import { shopAdministrator } from "../access.ts";
import { HttpError } from "../errors.ts";
import { NO_STORE } from "../session.ts";
import { settingsActor } from "./settings-actor.ts";
import { refusedAs } from "./validation.ts";

const tags = ["menus"];

/** Only the places the header and footer builders can put a menu exist; any other is not found. */
const locationParams = refusedAs(z.strictObject({ location: z.enum(MENU_LOCATIONS) }), (input) => {
  const location = (input as { location?: unknown } | null)?.location;
  return new HttpError(404, "menu_location_not_found", `There is no menu location ${JSON.stringify(location)}; use one of ${MENU_LOCATIONS.join(", ")}.`);
});

/**
 * The navigation menus, the shop administrator's: reads and a whole-menu save (the nonce checked first).
 * A save is recorded in the audit log (menu.update) and empties the menu cache and the page cache, so the
 * next page shows it.
 */
export function registerMenuRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/menus", { schema: { tags, summary: "Every menu location and the name of the menu there (null for none)" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    const stored = new Map((await services.content.listMenus()).map((menu) => [menu.location, menu.name]));
    return reply.send({ menus: MENU_LOCATIONS.map((location) => ({ location, name: stored.get(location) ?? null })) });
  });

  api.get(
    "/menus/:location",
    { schema: { tags, summary: "The menu at a location as a tree (no items when none is there)", params: locationParams } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireRole(shopAdministrator);
      const { location } = request.params;
      const [name, items] = await Promise.all([services.content.menuName(location), services.content.getMenu(location)]);
      return reply.send({ location, name, items });
    },
  );

  api.put(
    "/menus/:location",
    {
      schema: {
        tags,
        summary: "Replaces the menu at a location: its name (optional) and all its items, in one transaction",
        params: locationParams,
        body: menuSaveSchema,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const admin = await request.ctx.requireRole(shopAdministrator);
      const { location } = request.params;
      const saved = await services.settingsAdmin.saveMenu(settingsActor(admin), location, request.body);
      return reply.send({ location, ...saved });
    },
  );
}
