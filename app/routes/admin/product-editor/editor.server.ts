/**
 * The product editor's server side, shared by the new and edit pages: what the page needs, and a post
 * read back as the form (nothing typed is lost), its intent applied (bulk edit, picture moves), checked
 * (typing, then the schema, then the service), and saved.
 */
import { data } from "react-router";
import { draftOf } from "../../../../domain/admin/product-editor/editor-conversion.ts";
import { applyBulkEdit, type EditorState, moveImage, readEditorState, removeImage } from "../../../../domain/admin/product-editor/editor-state.ts";
import { productInputSchema, type ProductInput } from "../../../../domain/admin/product-editor/product-input.ts";
import type { Services } from "../../../../server/services/index.ts";
import { ADMIN_HEADERS } from "../../../lib/admin.server.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";
import { PICTURES_FIELD } from "../../../components/admin/product-editor/upload.ts";

export type EditorImage = { id: number; key: string; width: number; height: number };

/** The vocabulary and the pictures the form shows (keys for thumbnails), for a state. */
export async function editorPage(services: Services, state: EditorState, productId: number | null) {
  const ids = state.images.map((i) => Number(i.id)).filter((id) => Number.isInteger(id) && id > 0);
  const [vocabulary, images] = await Promise.all([services.productEditor.vocabulary(productId), services.productEditor.images(ids)]);
  return { vocabulary, images: images.map(({ id, key, width, height }) => ({ id, key, width, height })) satisfies EditorImage[] };
}

/** Reads the post, and applies a picture move or a bulk edit, which change the form before it is saved. */
export function readPost(form: FormData): { state: EditorState; intent: string } {
  const intent = String(form.get("intent") ?? "save");
  let state = readEditorState((name) => form.getAll(name).filter((v): v is string => typeof v === "string"), [...new Set(form.keys())]);
  const [op, index] = intent.split(":");
  const at = Number(index);
  if (op === "image-up") state = moveImage(state, at, -1);
  if (op === "image-down") state = moveImage(state, at, 1);
  if (op === "image-remove") state = removeImage(state, at);
  if (intent === "bulk") state = applyBulkEdit(state);
  return { state, intent };
}

/**
 * Pictures that came with the form (the upload without JavaScript): each kept as an upload through the
 * same pipeline as the JavaScript upload, and added to the form's list (the first becomes the main picture
 * when there is none). A refused file refuses the post with its name beside the field; pictures kept before
 * it stay in the list, so nothing is uploaded twice.
 */
export async function takeUploadedPictures(
  services: Services,
  form: FormData,
  state: EditorState,
  intent: string,
): Promise<{ ok: true; state: EditorState } | { ok: false; state: EditorState; problem: AdminProblem }> {
  const files = form.getAll(PICTURES_FIELD).filter((value): value is File => typeof value !== "string" && value.size > 0);
  let next = state;
  for (const file of files) {
    const alt = file.name.replace(/\.[a-z0-9]+$/i, "").slice(0, 300);
    const kept = await trySave(async () => services.productEditor.uploadImage(Buffer.from(await file.arrayBuffer()), file.type, alt), intent);
    if (!kept.ok) {
      const message = `${file.name}: ${kept.problem.message}`;
      return { ok: false, state: next, problem: { intent, message, fields: { [PICTURES_FIELD]: message }, values: {} } };
    }
    next = { ...next, images: [...next.images, { id: String(kept.value.id), alt }], mainImageId: next.mainImageId || String(kept.value.id) };
  }
  return { ok: true, state: next };
}

/** The form's answer when it cannot be saved: the problem, the form as sent, and a stamp that redraws it. */
export async function refused(services: Services, status: number, problem: AdminProblem, state: EditorState, productId: number | null) {
  return data({ problem, state, stamp: Date.now(), ...(await editorPage(services, state, productId)) }, { status, headers: ADMIN_HEADERS });
}

/** The form as the service's input, or the problem with every field named. */
export function inputOf(state: EditorState, intent: string): { ok: true; input: ProductInput } | { ok: false; problem: AdminProblem } {
  const { draft, fields } = draftOf(state);
  const parsed = productInputSchema.safeParse(draft);
  if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  if (Object.keys(fields).length > 0 || !parsed.success)
    return { ok: false, problem: { intent, message: "Please correct the fields marked below.", fields, values: {} } };
  return { ok: true, input: parsed.data };
}

/** Runs a save; a service's refusal (taken SKU, stale version) comes back as the form's problem. */
export async function trySave<T>(
  run: () => Promise<T>,
  intent: string,
): Promise<{ ok: true; value: T } | { ok: false; status: number; problem: AdminProblem }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { ok: false, status: error.status, problem: { intent, code: error.code, message: error.message, fields: error.fields ?? {}, values: {} } };
  }
}
