import { themeSettingsSchema } from "../../../../domain/shell/theme-settings-schema.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditQuerySchema } from "../../../../domain/admin/audit-query.ts";
import { cursorOf } from "../../../../domain/admin/audit-view.ts";
import { documentSettingsSchema } from "../../../../domain/documents/document-settings.ts";
import { emailSettingsSchema } from "../../../../domain/mail/email-texts.ts";
import { deliveryState } from "../../../../domain/mail/delivery.ts";
import { storeSettingsSchema } from "../../../../domain/settings/store-settings.ts";
import type { Services } from "../../../services/index.ts";
import { SETTINGS_GROUP_IDS } from "../../../services/settings-admin/index.ts";
import { auditReader, settingsManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { refusedAs } from "../validation.ts";
import { staffCall } from "./staff-call.ts";

/** Only the groups there are exist; any other is not found. */
const groupParams = refusedAs(z.strictObject({ group: z.enum(SETTINGS_GROUP_IDS) }), (input) => {
  const group = (input as { group?: unknown } | null)?.group;
  return new HttpError(404, "settings_group_not_found", `There is no settings group ${JSON.stringify(group)}; use one of ${SETTINGS_GROUP_IDS.join(", ")}.`);
});
const auditListQuery = auditQuerySchema.and(z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }));
const mailQuery = z.strictObject({
  to: z.email().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The admin's settings, audit log and mail outbox as JSON, through the same services as its pages: every
 * settings group read by its name, the store and e-mail documents saved (the older groups keep their
 * /api/settings/* saves), each save audited; the audit log filtered a page at a time; the outbox.
 */
export function registerAdminSettingsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin settings"];

  api.get(
    "/admin/settings/:group",
    { schema: { tags, summary: "A settings group as in force (stored values over the defaults)", params: groupParams } },
    async (request, reply) => {
      await staffCall(request, reply, settingsManager);
      return reply.send({ group: request.params.group, settings: await services.settingsAdmin.read(request.params.group) });
    },
  );

  for (const [group, schema] of [
    ["store", storeSettingsSchema],
    ["emails", emailSettingsSchema],
    ["documents", documentSettingsSchema],
    ["theme", themeSettingsSchema],
  ] as const) {
    api.put(
      `/admin/settings/${group}`,
      { schema: { tags, summary: `Replaces the ${group} settings; recorded in the audit log as settings.update`, body: schema } },
      async (request, reply) => {
        const actor = await staffCall(request, reply, settingsManager);
        return reply.send({ group, settings: await services.settingsAdmin.save(actor, group, request.body) });
      },
    );
  }

  api.get(
    "/admin/audit",
    {
      schema: {
        tags: ["audit log"],
        summary: "Audit log entries, newest first, filtered; pass `next` back as `after` for the older ones",
        querystring: auditListQuery,
      },
    },
    async (request, reply) => {
      await staffCall(request, reply, auditReader);
      const { limit, ...query } = request.query;
      const page = await services.settingsAdmin.auditLog.page(query, limit);
      return reply.send({ entries: page.entries, next: page.older ? cursorOf(page.entries.at(-1)!) : null });
    },
  );

  api.get(
    "/admin/mail",
    { schema: { tags: ["mail outbox"], summary: "The mail outbox, newest first, optionally to one recipient", querystring: mailQuery } },
    async (request, reply) => {
      await staffCall(request, reply, settingsManager);
      const mails = await services.mail.listOutbox({ to: request.query.to, limit: request.query.limit });
      return reply.send({ mails: mails.map((mail) => ({ ...mail, sender: services.mail.senderOf(mail), state: deliveryState(mail) })) });
    },
  );
}
