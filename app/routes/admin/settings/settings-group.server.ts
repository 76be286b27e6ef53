/**
 * The server half of a settings group's page: the document as a form (its view, leaves, choices and
 * hints) and a post turned back into the document, then saved through the settings admin service.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { type JsonSchema, optionsFor } from "../../../../domain/admin/schema-options.ts";
import { type Choice, choiceLabel, FORMAT_PROBLEMS, fieldFormat, namedChoices } from "../../../../domain/admin/settings-fields.ts";
import { COUNTRY_NAMES } from "../../../../domain/checkout/countries.ts";
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
  formattedKind,
  valueAt,
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

type NamedRows = { id: number; name: string }[];
type ChoiceSources = { products?: NamedRows; categories?: NamedRows };

/**
 * The names a form's id fields show, read only when the group has such fields: the categories to choose
 * from, and of the products only those the form holds (a shop may have any number: the others are found
 * by searching, at /admin/settings/product-options).
 */
async function choiceSourcesFor(services: Services, leaves: readonly { path: string; value: string }[]): Promise<ChoiceSources> {
  const formats = new Set(leaves.map((leaf) => fieldFormat(leaf.path)));
  const productIds = leaves.flatMap((leaf) => (fieldFormat(leaf.path) === "product" && /^\d{1,10}$/.test(leaf.value) ? [Number(leaf.value)] : []));
  const [products, categories] = await Promise.all([
    formats.has("product") ? services.coupons.productsByIds(productIds) : undefined,
    formats.has("category") ? services.coupons.categories() : undefined,
  ]);
  return { ...(products ? { products } : {}), ...(categories ? { categories } : {}) };
}

/**
 * What the page renders for a document (the stored one, or a draft being edited): each leaf's control
 * kind (money and rates converted, see settings-fields.ts), its choices by name and its hint.
 */
export async function formModel(
  services: Services,
  group: SettingsGroupId,
  view: Record<string, unknown>,
  posted: readonly (readonly [string, LeafKind])[] = [],
) {
  // A leaf keeps the kind it was posted as: "12x" typed into a number stays a number field to correct.
  const postedKinds = new Map(posted);
  const leaves = flattenDocument(view).map((leaf) => ({ ...leaf, kind: postedKinds.get(leaf.path) ?? formattedKind(leaf.path, leaf.kind) }));
  const paths = leaves.map((leaf) => leaf.path);
  const hints: Record<string, string> = {};
  for (const path of paths) {
    const hint = hintFor(path);
    if (hint) hints[path] = hint;
  }
  const sources = { countries: COUNTRY_NAMES, ...(await choiceSourcesFor(services, leaves)) };
  const choices: Record<string, Choice[]> = {};
  for (const [path, values] of Object.entries(optionsFor(jsonSchemaOf(group), paths))) choices[path] = values.map((value) => [value, choiceLabel(value)]);
  for (const path of paths) {
    const named = namedChoices(path, fieldFormat(path), sources);
    if (named) choices[path] = named;
  }
  return { document: view, shape: leaves.map((leaf) => [leaf.path, leaf.kind] as const), choices, hints, lists: listPaths(view) };
}

export async function loadGroup(services: Services, group: SettingsGroupId) {
  const { title, description } = SETTINGS_GROUPS[group];
  const view = toFormView(group, await services.settingsAdmin.read(group));
  return { group: { id: group, title, description }, ...(await formModel(services, group, view)) };
}

const shapeSchema = z.array(z.tuple([z.string().max(PATH_MAX_LENGTH), z.enum(LEAF_KINDS)])).max(SHAPE_MAX_LEAVES);
const intentSchema = z.union([z.literal("save"), z.string().regex(/^(add-row|remove-row):[\w.-]{1,200}$/)]);

/**
 * A money or rate field whose text could not be read stays text, which the schema refuses as "expected
 * number": such a field is told instead how to type its value.
 */
function formatProblems(fields: Record<string, string>, shape: readonly (readonly [string, LeafKind])[], view: unknown): Record<string, string> {
  const kinds = new Map(shape);
  const told = { ...fields };
  for (const path of Object.keys(fields)) {
    // A list's item (tierShares.1) is told at the list's own field.
    const field = kinds.has(path) ? path : path.replace(/\.\d+$/, "");
    const kind = kinds.get(field);
    if (!kind || !Object.hasOwn(FORMAT_PROBLEMS, kind) || !unreadable(valueAt(view, field))) continue;
    delete told[path];
    told[field] = FORMAT_PROBLEMS[kind as keyof typeof FORMAT_PROBLEMS];
  }
  return told;
}
const unreadable = (value: unknown) => typeof value === "string" || (Array.isArray(value) && value.some((item) => typeof item === "string"));

/** A post: rows added or removed come back as a draft (nothing saved); a save stores or answers the problems. */
export async function handleGroupPost(services: Services, actor: Actor, group: SettingsGroupId, form: FormData, url: URL) {
  const values: Record<string, string> = {};
  // A multiple select posts its name once per chosen value: they join as a list's text ("IE, FR").
  for (const [name, value] of form) if (typeof value === "string") values[name] = Object.hasOwn(values, name) ? `${values[name]}, ${value}` : value;
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
  if (action === "add-row") return { draft: await formModel(services, group, withAddedRow(view, path, rowTemplate(path)) as Record<string, unknown>, shape) };
  if (action === "remove-row") return { draft: await formModel(services, group, view, shape) };
  try {
    await services.settingsAdmin.save(actor, group, fromFormView(group, view));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data(
      {
        draft: await formModel(services, group, view, shape),
        problem: { intent: "save", code: error.code, message: error.message, fields: formatProblems(error.fields ?? {}, shape, view), values },
      },
      { status: error.status, headers: ADMIN_HEADERS },
    );
  }
  return redirect(`${url.pathname}?saved=1`, { headers: ADMIN_HEADERS });
}
