/**
 * The server half of a settings group's page: the document as a form (its view, leaves, choices and
 * hints) and a post turned back into the document, then saved through the settings admin service.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { type JsonSchema, optionsFor } from "../../../../domain/admin/schema-options.ts";
import { fromFormView, hintFor, rowTemplate, toFormView } from "../../../../domain/admin/settings-form-views.ts";
import {
  documentFromForm,
  flattenDocument,
  type LeafKind,
  listPaths,
  LEAF_KINDS,
  PATH_MAX_LENGTH,
  SHAPE_MAX_LEAVES,
  withAddedRow,
} from "../../../../domain/admin/settings-form.ts";
import type { Actor } from "../../../../server/services/audit/index.ts";
import type { Services } from "../../../../server/services/index.ts";
import { isSettingsGroupId, SETTINGS_GROUPS, type SettingsGroupId } from "../../../../server/services/settings-admin/index.ts";
import { adminProblem, ADMIN_HEADERS } from "../../../lib/admin.server.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";

/** A group by its address segment, or 404. */
export function groupOf(segment: string | undefined): SettingsGroupId {
  if (segment === undefined || !isSettingsGroupId(segment)) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  return segment;
}

const jsonSchemas = new Map<SettingsGroupId, JsonSchema | null>();
function jsonSchemaOf(group: SettingsGroupId): JsonSchema | null {
  if (!jsonSchemas.has(group)) {
    let schema: JsonSchema | null = null;
    try {
      schema = z.toJSONSchema(SETTINGS_GROUPS[group].schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    } catch {
      // A schema JSON Schema cannot describe only loses its selects: the fields stay free text.
    }
    jsonSchemas.set(group, schema);
  }
  return jsonSchemas.get(group)!;
}

/** What the page renders for a document (the stored one, or a draft being edited). */
export function formModel(group: SettingsGroupId, view: Record<string, unknown>, posted: readonly (readonly [string, LeafKind])[] = []) {
  // A leaf keeps the kind it was posted as: "12x" typed into a number stays a number field to correct.
  const postedKinds = new Map(posted);
  const leaves = flattenDocument(view).map((leaf) => ({ ...leaf, kind: postedKinds.get(leaf.path) ?? leaf.kind }));
  const paths = leaves.map((leaf) => leaf.path);
  const hints: Record<string, string> = {};
  for (const path of paths) {
    const hint = hintFor(path);
    if (hint) hints[path] = hint;
  }
  return {
    document: view,
    shape: leaves.map((leaf) => [leaf.path, leaf.kind] as const),
    options: optionsFor(jsonSchemaOf(group), paths),
    hints,
    lists: listPaths(view),
  };
}

export async function loadGroup(services: Services, group: SettingsGroupId) {
  const { title, description } = SETTINGS_GROUPS[group];
  const view = toFormView(group, await services.settingsAdmin.read(group));
  return { group: { id: group, title, description }, ...formModel(group, view) };
}

const shapeSchema = z.array(z.tuple([z.string().max(PATH_MAX_LENGTH), z.enum(LEAF_KINDS)])).max(SHAPE_MAX_LEAVES);
const intentSchema = z.union([z.literal("save"), z.string().regex(/^(add-row|remove-row):[\w.-]{1,200}$/)]);

/** A post: rows added or removed come back as a draft (nothing saved); a save stores or answers the problems. */
export async function handleGroupPost(services: Services, actor: Actor, group: SettingsGroupId, form: FormData, url: URL) {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const intent = intentSchema.safeParse(values.intent ?? "save");
  let shape: z.infer<typeof shapeSchema> | null = null;
  try {
    const parsed = shapeSchema.safeParse(JSON.parse(values.__shape ?? "[]"));
    if (parsed.success) shape = parsed.data;
  } catch {
    shape = null;
  }
  if (!intent.success || shape === null) return adminProblem(400, { message: "This form was not understood; reload the page and try again.", fields: {} });
  const [action, path = ""] = intent.data.split(":");
  const view = documentFromForm(shape, values, action === "remove-row" ? [path] : []) as Record<string, unknown>;
  if (action === "add-row") return { draft: formModel(group, withAddedRow(view, path, rowTemplate(path)) as Record<string, unknown>, shape) };
  if (action === "remove-row") return { draft: formModel(group, view, shape) };
  try {
    await services.settingsAdmin.save(actor, group, fromFormView(group, view));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      { draft: formModel(group, view, shape), problem: { intent: "save", code: error.code, message: error.message, fields: error.fields ?? {}, values } },
      { status: error.status, headers: ADMIN_HEADERS },
    );
  }
  return redirect(`${url.pathname}?saved=1`, { headers: ADMIN_HEADERS });
}
