/**
 * A menu item's options (storefront-shell §8): JSON text an editor types on the item, e.g.
 * `{"dropbar": {"position": "bottom-left", "animation": "fade"}, "popup": "newsletter"}`. It is stored as
 * typed, so broken JSON reaches the page; there an editor is alerted to it (S-8-17), and an invalid
 * dropbar position or animation is only reported to the console while the default is used (S-8-19).
 */

export const DROPBAR_POSITIONS = ["bottom-left", "bottom-right", "bottom-center", "bottom-justify"] as const;
export const DROPBAR_ANIMATIONS = ["fade", "slide-top", "slide-bottom"] as const;
export type DropbarPosition = (typeof DROPBAR_POSITIONS)[number];
export type DropbarAnimation = (typeof DROPBAR_ANIMATIONS)[number];

export const DROPBAR_DEFAULTS = { position: "bottom-left", animation: "fade" } as const satisfies { position: DropbarPosition; animation: DropbarAnimation };

/** The popup an item opens: its id, or `missing` when the options ask for a popup without naming one (S-8-18). */
export type MenuPopup = { id: string } | "missing" | null;

export type MenuOptions = { dropbar: { position: DropbarPosition; animation: DropbarAnimation }; popup: MenuPopup };

export type MenuOptionsResult =
  | { ok: true; options: MenuOptions; problems: string[] }
  /** The text is not JSON (or not a JSON object): nothing of it can be used. */
  | { ok: false; options: MenuOptions; problems: string[] };

export const MENU_OPTIONS_MAX_LENGTH = 2000;

const DEFAULT_OPTIONS: MenuOptions = { dropbar: { ...DROPBAR_DEFAULTS }, popup: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads an item's options text; `problems` name what was ignored, in words an editor understands. */
export function parseMenuOptions(text: string | null | undefined): MenuOptionsResult {
  if (text === null || text === undefined || text.trim() === "") return { ok: true, options: DEFAULT_OPTIONS, problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, options: DEFAULT_OPTIONS, problems: ["The menu options are not valid JSON."] };
  }
  if (!isRecord(value)) return { ok: false, options: DEFAULT_OPTIONS, problems: ["The menu options must be a JSON object."] };
  const problems: string[] = [];
  const dropbar = readDropbar(value.dropbar, problems);
  return { ok: true, options: { dropbar, popup: readPopup(value) }, problems };
}

function readDropbar(value: unknown, problems: string[]): MenuOptions["dropbar"] {
  const dropbar: MenuOptions["dropbar"] = { ...DROPBAR_DEFAULTS };
  if (!isRecord(value)) return dropbar;
  if (value.position !== undefined) {
    if (isOneOf(DROPBAR_POSITIONS, value.position)) dropbar.position = value.position;
    else problems.push(`Invalid dropbar position ${JSON.stringify(value.position)}; using "${DROPBAR_DEFAULTS.position}".`);
  }
  if (value.animation !== undefined) {
    if (isOneOf(DROPBAR_ANIMATIONS, value.animation)) dropbar.animation = value.animation;
    else problems.push(`Invalid dropbar animation ${JSON.stringify(value.animation)}; using "${DROPBAR_DEFAULTS.animation}".`);
  }
  return dropbar;
}

/** `"popup": "<id>"` names a popup; `"popup": true` or `"type": "popup"` asks for one without saying which. */
function readPopup(value: Record<string, unknown>): MenuPopup {
  if (typeof value.popup === "string" && value.popup.trim() !== "") return { id: value.popup.trim() };
  if (value.popup === true || value.type === "popup" || value.popup === "") return "missing";
  return null;
}

function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}
