/** The server half of the menu editor: the stored tree as rows, and a post's rows moved or saved. */
import { data, redirect } from "react-router";
import { z } from "zod";
import {
  applyMenuRowMove,
  MENU_ROW_MOVES,
  type MenuRow,
  type MenuRowMove,
  normalizeDepths,
  rowsFromTree,
  treeFromRows,
} from "../../../../domain/admin/menu-rows.ts";
import { MENU_LOCATIONS, type MenuLocation } from "../../../../domain/shell/header-layout.ts";
import { MENU_LABEL_MAX, MENU_MAX_ITEMS, MENU_NAME_MAX, MENU_URL_MAX } from "../../../../domain/shell/menu-input.ts";
import { MENU_OPTIONS_MAX_LENGTH } from "../../../../domain/shell/menu-options.ts";
import type { Actor } from "../../../../server/services/audit/index.ts";
import type { Services } from "../../../../server/services/index.ts";
import { ADMIN_HEADERS } from "../../../lib/admin.server.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";

export function locationOf(segment: string | undefined): MenuLocation {
  if (!MENU_LOCATIONS.includes(segment as MenuLocation)) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  return segment as MenuLocation;
}

export async function loadMenu(services: Services, location: MenuLocation) {
  const [name, items] = await Promise.all([services.content.menuName(location), services.content.getMenu(location)]);
  return { location, name: name ?? "", rows: rowsFromTree(items) };
}

const rowSchema = z.strictObject({
  key: z.string().max(20),
  label: z.string().max(MENU_LABEL_MAX * 2),
  url: z.string().max(MENU_URL_MAX),
  depth: z.coerce.number().int().min(0).max(10),
  megaWidth: z.string().max(20),
  megaColumns: z.string().max(4),
  options: z.string().max(MENU_OPTIONS_MAX_LENGTH),
});
const intentSchema = z.union([z.enum(["save", "add"]), z.string().regex(new RegExp(`^(${MENU_ROW_MOVES.join("|")}):\\d{1,3}$`))]);

/** The rows a post carries (`items.N.field`), in order. */
function rowsOf(form: FormData): MenuRow[] | null {
  const byIndex = new Map<number, Record<string, string>>();
  for (const [name, value] of form) {
    const match = /^items\.(\d{1,3})\.(\w+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    byIndex.set(index, { ...byIndex.get(index), [match[2]!]: value });
  }
  if (byIndex.size > MENU_MAX_ITEMS) return null;
  const rows: MenuRow[] = [];
  for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
    const parsed = rowSchema.safeParse({ megaWidth: "", megaColumns: "", options: "", ...byIndex.get(index) });
    if (!parsed.success) return null;
    rows.push(parsed.data);
  }
  return rows;
}

/** Where a save's problem paths (items.0.children.1.url) point in the rows: the row's index. */
function rowFieldsOf(fields: Record<string, string>, rows: MenuRow[]): Record<string, string> {
  const tree = normalizeDepths(rows);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const segments = path.split(".");
    let index = -1;
    let cursor = 0;
    let depth = 0;
    for (let i = 1; i < segments.length; i += 2) {
      const wanted = Number(segments[i]);
      if (!Number.isInteger(wanted)) break;
      let seen = -1;
      while (cursor < tree.length) {
        if (tree[cursor]!.depth === depth) seen += 1;
        if (seen === wanted) break;
        cursor += 1;
      }
      index = cursor;
      cursor += 1;
      depth += 1;
      if (segments[i + 1] !== "children") {
        out[`items.${index}.${segments[i + 1] === "mega" ? "megaWidth" : (segments[i + 1] ?? "label")}`] = message;
        break;
      }
    }
    if (index < 0) out[path] = message;
  }
  return out;
}

export async function handleMenuPost(services: Services, actor: Actor, location: MenuLocation, form: FormData, url: URL) {
  const intent = intentSchema.safeParse(form.get("intent") ?? "save");
  const rows = rowsOf(form);
  const name = String(form.get("name") ?? "").trim();
  if (!intent.success || rows === null || name.length > MENU_NAME_MAX)
    return data(
      { problem: { message: "This menu form was not understood; reload the page and try again.", fields: {}, values: {} } },
      { status: 400, headers: ADMIN_HEADERS },
    );
  if (intent.data === "add")
    return { draft: { name, rows: [...rows, { key: `n${Date.now()}`, label: "", url: "", depth: 0, megaWidth: "", megaColumns: "", options: "" }] } };
  if (intent.data !== "save") {
    const [move, index] = intent.data.split(":") as [MenuRowMove, string];
    return { draft: { name, rows: applyMenuRowMove(rows, Number(index), move) } };
  }
  try {
    await services.settingsAdmin.saveMenu(actor, location, { ...(name ? { name } : {}), items: treeFromRows(rows) });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const problem = { intent: "save", code: error.code, message: error.message, fields: rowFieldsOf(error.fields ?? {}, rows), values: {} };
    return data({ draft: { name, rows }, problem }, { status: error.status, headers: ADMIN_HEADERS });
  }
  return redirect(`${url.pathname}?saved=1`, { headers: ADMIN_HEADERS });
}
