import { redirect } from "react-router";
import { catalogueManager } from "../../../../server/http/access.ts";
import { ADMIN_HEADERS, formValues, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";
import type { Route } from "./+types/downloads";
import { downloadsPostSchema, firstIssue, putDownloadsNotice } from "./downloads.server.ts";

function productIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return /^\d{1,9}$/.test(raw ?? "") && id >= 1 ? id : null;
}

/** The section lives in the product editor: a GET here is sent there (303 See Other). */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const id = productIdOf(params.id);
  if (id === null) throw new Response("There is no such product.", { status: 404 });
  return redirect(`/admin/products/${id}#downloads`, { status: 303, headers: ADMIN_HEADERS });
}

/** Attach, detach or flag; then back to the editor (303) with a notice saying what happened. */
export async function action({ context, params }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const id = productIdOf(params.id);
  if (id === null) throw new Response("There is no such product.", { status: 404 });
  const back = () => redirect(`/admin/products/${id}#downloads`, { status: 303, headers: ADMIN_HEADERS });
  const parsed = downloadsPostSchema.safeParse(formValues(form));
  if (!parsed.success) {
    putDownloadsNotice(context.ctx, { kind: "error", text: firstIssue(parsed.error) });
    return back();
  }
  const downloads = context.services.downloads;
  const post = parsed.data;
  try {
    if (post.intent === "attach") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        putDownloadsNotice(context.ctx, { kind: "error", text: "Choose the file to attach." });
        return back();
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      await downloads.attachFile(actor, id, {
        name: post.name,
        variationId: post.variationId,
        downloadLimit: post.downloadLimit,
        expiryDays: post.expiryDays,
        fileName: file.name,
        bytes,
      });
      putDownloadsNotice(context.ctx, { kind: "success", text: `“${post.name}” attached.` });
    } else if (post.intent === "detach") {
      await downloads.detachFile(actor, id, post.fileId);
      putDownloadsNotice(context.ctx, { kind: "success", text: "File removed." });
    } else {
      await downloads.setDownloadable(actor, id, post.downloadable === "on");
      putDownloadsNotice(context.ctx, {
        kind: "success",
        text: post.downloadable === "on" ? "The product is downloadable." : "The product is no longer downloadable.",
      });
    }
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.kind === "not_found" && error.code === "product_not_found") throw new Response(error.message, { status: 404 });
    putDownloadsNotice(context.ctx, { kind: "error", text: error.message });
  }
  return back();
}
