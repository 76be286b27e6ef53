import { eq } from "drizzle-orm";
import type { z } from "zod";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { MenuSave } from "../../../domain/shell/menu-input.ts";
import { menuSaveSchema } from "../../../domain/shell/menu-input.ts";
import type { Db, Queryable } from "../../db/kit/index.ts";
import { settings } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { replaceMenuIn, type ContentService, type MenuItem } from "../content/index.ts";
import { ServiceError } from "../errors.ts";
import type { SettingsService } from "../settings/index.ts";
import { createAuditReader } from "./audit-reader.ts";
import { menuSnapshot } from "./menu-snapshot.ts";
import { isSettingsGroupId, SETTINGS_GROUPS, type SettingsGroupId } from "./groups.ts";

/** A settings document's key → its group's title, for the audit log's record names. */
const SETTINGS_TITLES: Record<string, string> = Object.fromEntries(Object.values(SETTINGS_GROUPS).map((group) => [group.key, group.title]));

export { SETTINGS_GROUP_IDS, SETTINGS_GROUPS, isSettingsGroupId, type SettingsGroupId } from "./groups.ts";

/** The group's definition; a name that is none (a caller that skipped validation) is not found, not a crash. */
function groupOf(group: string) {
  if (!isSettingsGroupId(group)) throw new ServiceError("not_found", "settings_group_not_found", `There is no settings group ${JSON.stringify(group)}.`);
  return SETTINGS_GROUPS[group];
}

export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;

/** A zod refusal as a ServiceError whose fields are keyed by the dotted path of each problem (the form's control names). */
export function invalidSettings(error: z.ZodError, message = "Please correct the fields marked below."): ServiceError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return new ServiceError("invalid", "invalid_settings", message, { fields });
}

/**
 * The admin's writes to the shop's settings: each save is checked by its group's schema, stored and
 * recorded in the audit log (`settings.update`, the fields before and after) in one transaction; then
 * the settings and menu caches, and the page cache listening to them, are emptied so the storefront
 * shows the change on its next page.
 */
export function createSettingsAdminService(db: Db, deps: { settings: SettingsService; content: ContentService; audit: AuditService }) {
  async function storedValue(queryable: Queryable, key: string): Promise<unknown> {
    const [row] = await queryable.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row?.value ?? null;
  }

  return {
    /** The audit log's screens read through here (filters, pages, exports). */
    auditLog: createAuditReader(db, deps.audit, SETTINGS_TITLES),

    /** A group's settings in force (stored over defaults), read afresh rather than from the cache. */
    async read(group: SettingsGroupId): Promise<Record<string, unknown>> {
      // A copy: a group's defaults are shared constants, and a caller may edit what it gets.
      const definition = groupOf(group);
      return structuredClone(definition.read(await storedValue(db, definition.key)));
    },

    /** Saves a group: 400 `invalid_settings` with the fields' problems when it does not fit. Answers the settings as saved. */
    async save(actor: Actor, group: SettingsGroupId, input: unknown, reason?: string): Promise<Record<string, unknown>> {
      const definition = groupOf(group);
      const checked = definition.schema.safeParse(input);
      if (!checked.success) throw invalidSettings(checked.error);
      const saved = await db.transaction(async (tx) => {
        const before = definition.read(await storedValue(tx, definition.key));
        const after = definition.toStored(before, checked.data);
        await tx
          .insert(settings)
          .values({ key: definition.key, value: after })
          .onConflictDoUpdate({ target: settings.key, set: { value: after } });
        await deps.audit.record(tx, actor, {
          action: "settings.update",
          entity: "settings",
          entityId: definition.key,
          changes: fieldChanges(before, definition.read(after)),
          reason: reason ?? null,
        });
        return definition.read(after);
      });
      deps.settings.invalidate();
      return saved;
    },

    /**
     * Replaces the menu at a location and records it (`menu.update`, entity `menu`, the location as id), in
     * one transaction; then the menu caches are emptied. Answers the menu as saved.
     */
    async saveMenu(actor: Actor, location: string, input: MenuSave): Promise<{ name: string; items: MenuItem[] }> {
      const checked = menuSaveSchema.safeParse(input);
      if (!checked.success) throw invalidSettings(checked.error);
      await db.transaction(async (tx) => {
        const before = await menuSnapshot(tx, location);
        await replaceMenuIn(tx, location, checked.data);
        const after = await menuSnapshot(tx, location);
        await deps.audit.record(tx, actor, { action: "menu.update", entity: "menu", entityId: location, changes: fieldChanges(before, after) });
      });
      deps.content.invalidate();
      const [name, items] = await Promise.all([deps.content.menuName(location), deps.content.getMenu(location)]);
      return { name: name ?? "", items };
    },
  };
}
