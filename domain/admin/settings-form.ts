/**
 * A settings document as a plain HTML form, and back. Every leaf of the document becomes one named control
 * (`zones.0.methods.1.cost`); the form also carries its "shape" (each leaf's path and kind), so the server
 * rebuilds the document from the post alone, rows added or removed included, and the document's own zod
 * schema then judges it, its error paths naming the very controls. Works without JavaScript.
 */
import { CONVERTED_FORMATS, type ConvertedFormat, convertedText, convertedValue, fieldFormat, fieldLabel, isConvertedFormat } from "./settings-fields.ts";

export const LEAF_KINDS = [
  "text",
  "textarea",
  "number",
  "boolean",
  "color",
  "list",
  "number-list",
  "nullable",
  "empty-array",
  "empty-object",
  ...CONVERTED_FORMATS,
] as const;
export type LeafKind = (typeof LEAF_KINDS)[number];
export type FormLeaf = { path: string; kind: LeafKind; value: string };

/** Text longer than this, or with a line break, gets a text area. */
export const TEXTAREA_FROM_LENGTH = 90;
/** Bounds that keep a hostile post from building a huge document (the schema judges the rest). */
export const SHAPE_MAX_LEAVES = 3000;
export const PATH_MAX_LENGTH = 200;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** Segments that would reach an object's prototype instead of a field. */
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isPrimitiveList = (value: unknown[]) => value.length > 0 && value.every((item) => typeof item === "string" || typeof item === "number");

/** The control a leaf value is edited with; null for a value that is not a leaf (an object, or a list of rows). */
export function leafKind(value: unknown): LeafKind | null {
  if (value === null || value === undefined) return "nullable";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return "number";
  if (typeof value === "string") return HEX_COLOUR.test(value) ? "color" : value.length > TEXTAREA_FROM_LENGTH || value.includes("\n") ? "textarea" : "text";
  if (Array.isArray(value)) {
    if (value.length === 0) return "empty-array";
    if (isPrimitiveList(value)) return value.every((item) => typeof item === "number") ? "number-list" : "list";
    return null;
  }
  if (isRecord(value) && Object.keys(value).length === 0) return "empty-object";
  return null;
}

const isConvertedKind = (kind: LeafKind): kind is ConvertedFormat => (CONVERTED_FORMATS as readonly string[]).includes(kind);

/**
 * The kind a leaf at `path` is edited as: its value's kind, unless the field's format converts what is
 * typed (money in cents typed as "4.95", rates typed as percentages).
 */
export function formattedKind(path: string, kind: LeafKind): LeafKind {
  const format = fieldFormat(path);
  // An emptied list of countries is still chosen from (a list of rows would have nothing to render).
  if (format === "countries" && kind === "empty-array") return "list";
  if (!isConvertedFormat(format)) return kind;
  if (format === "percent-list") return kind === "number-list" || kind === "empty-array" ? format : kind;
  return kind === "number" || kind === "nullable" ? format : kind;
}

/** How a leaf's value is written in its control. */
export function leafText(value: unknown, kind: LeafKind): string {
  if (isConvertedKind(kind)) return convertedText(value, kind);
  if (kind === "list" || kind === "number-list") return (value as unknown[]).join(", ");
  if (kind === "boolean") return value ? "true" : "";
  if (value === null || value === undefined || kind === "empty-array" || kind === "empty-object") return "";
  return String(value);
}

export const joinPath = (base: string, key: string | number) => (base === "" ? String(key) : `${base}.${key}`);

/** Every leaf of a document, in document order. */
export function flattenDocument(value: unknown, base = ""): FormLeaf[] {
  const kind = leafKind(value);
  if (kind !== null) return base === "" ? [] : [{ path: base, kind, value: leafText(value, kind) }];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value as object);
  return entries.flatMap(([key, item]) => flattenDocument(item, joinPath(base, key)));
}

/** The paths of the lists of rows in a document (lists of objects or lists, and empty lists). */
export function listPaths(value: unknown, base = ""): string[] {
  if (Array.isArray(value)) {
    if (value.length > 0 && leafKind(value) !== null) return [];
    return [base, ...value.flatMap((item, index) => listPaths(item, joinPath(base, index)))];
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => listPaths(item, joinPath(base, key)));
  return [];
}

/** A control's text read back as its kind's value; text that does not fit stays text, for the schema to refuse. */
export function leafValue(kind: LeafKind, text: string | undefined): unknown {
  const raw = text ?? "";
  if (isConvertedKind(kind)) return convertedValue(raw, kind);
  const trimmed = raw.trim();
  const asNumber = (part: string) => (/^-?\d+(\.\d+)?$/.test(part) ? Number(part) : part);
  switch (kind) {
    case "boolean":
      return raw === "true" || raw === "on";
    case "number":
      return trimmed === "" ? raw : asNumber(trimmed);
    case "nullable":
      return trimmed === "" ? null : asNumber(trimmed);
    case "list":
    case "number-list": {
      const parts = raw
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter((part) => part !== "");
      return kind === "number-list" ? parts.map(asNumber) : parts;
    }
    case "empty-array":
      return [];
    case "empty-object":
      return {};
    default:
      return raw;
  }
}

function setAt(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(segments[index + 1]!);
    node[segment] ??= nextIsIndex ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

export const isSafePath = (path: string) =>
  path.length > 0 && path.length <= PATH_MAX_LENGTH && path.split(".").every((segment) => segment !== "" && !FORBIDDEN_SEGMENTS.has(segment));

/**
 * Rebuilds a document from a post: the shape's leaves read from the form's values, minus the rows ticked
 * for removal (`removed`: paths of list items). Unsafe paths are skipped.
 */
export function documentFromForm(shape: readonly (readonly [string, LeafKind])[], values: Record<string, string>, removed: readonly string[] = []): unknown {
  const root: Record<string, unknown> = {};
  const gone = removed.filter(isSafePath);
  for (const [path, kind] of shape.slice(0, SHAPE_MAX_LEAVES)) {
    if (!isSafePath(path)) continue;
    if (gone.some((row) => path === row || path.startsWith(`${row}.`))) continue;
    setAt(root, path.split("."), leafValue(kind, values[path]));
  }
  // A list whose last row was removed is still there, empty.
  for (const row of gone) {
    const list = row.split(".").slice(0, -1);
    if (list.length > 0 && valueAt(root, list.join(".")) === undefined) setAt(root, list, []);
  }
  return compactArrays(root);
}

/** Lists rebuilt from numbered paths may have holes where rows were removed: close them. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compactArrays(item)]));
  return value;
}

/** The value at a path, or undefined. */
export function valueAt(document: unknown, path: string): unknown {
  let node: unknown = document;
  for (const segment of path === "" ? [] : path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A document with one more row in the list at `path`: a copy of `template`, or of the list's last row. */
export function withAddedRow(document: unknown, path: string, template?: unknown): unknown {
  const copy = structuredClone(document);
  const list = valueAt(copy, path);
  if (!Array.isArray(list) || !isSafePath(path)) return copy;
  const model = template ?? list.at(-1);
  if (model === undefined) return copy;
  list.push(structuredClone(model));
  return copy;
}

/** A field's label: its own name, after its parent object's where it has one ("link.text" → "Link text"), so no two read alike. */
export function fieldLabelOf(path: string): string {
  const segments = path.split(".");
  const parent = segments.at(-2);
  if (parent === undefined || /^\d+$/.test(parent)) return labelOf(path);
  const own = labelOf(path);
  // An acronym keeps its capitals ("IBAN"); a word starts lower case after its parent's name.
  return `${labelOf(segments.slice(0, -1).join("."))} ${/^[A-Z]{2}/.test(own) ? own : own.charAt(0).toLowerCase() + own.slice(1)}`;
}

/** "zones.0.methods" → "Methods"; "minAmount" → "Min amount". */
export function labelOf(path: string): string {
  const last =
    path
      .split(".")
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? path;
  const named = fieldLabel(last);
  if (named) return named;
  const words = last
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
