import { data, redirect } from "react-router";
import editorStylesheet from "../../../styles/admin-product-editor.css?url";
import { editorStateOf } from "../../../../domain/admin/product-editor/editor-conversion.ts";
import { publishWarning } from "../../../../domain/admin/product-editor/purchasable.ts";
import { formVersion } from "../../../../domain/limits.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { DownloadsSection } from "../../../components/admin/product-editor/downloads-section.tsx";
import { ProductEditor } from "../../../components/admin/product-editor/product-editor.tsx";
import { ADMIN_HEADERS, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/edit";
import { takeDownloadsNotice } from "./downloads.server.ts";
import { editorPage, inputOf, readPost, refused, takeUploadedPictures, trySave } from "./editor.server.ts";

export const handle = { breadcrumb: (data: { state: { name: string } }) => data.state.name || "Edit product" };

/**
 * The editor's stylesheet, linked here as well: an @import appended to the end of admin.css comes after
 * its rules, where CSS ignores it (the build drops it).
 */
export const links = () => [{ rel: "stylesheet", href: editorStylesheet }];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.state.name || "Product"} — Vitrine admin` }];
}

/** The id in the address: a whole number, else there is no such product. */
function productIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw ?? "") || id < 1) throw data({ error: { message: "There is no such product." } }, { status: 404 });
  return id;
}

const SAVED_MESSAGES: Record<string, string> = { created: "Product created.", saved: "Product saved.", uploaded: "Pictures uploaded; product saved." };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const id = productIdOf(params.id);
  const product = await context.services.productEditor.get(id).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) throw data({ error: { message: "There is no such product." } }, { status: 404 });
    throw error;
  });
  const state = editorStateOf(product);
  const saved = new URL(request.url).searchParams.get("saved");
  const generated = new URL(request.url).searchParams.get("generated");
  const notice = generated !== null ? `Product saved; ${Number(generated) || 0} variations added.` : saved ? (SAVED_MESSAGES[saved] ?? null) : null;
  const downloads = {
    ...(await context.services.downloads.productDownloads(id)),
    maxBytes: context.services.downloads.maxBytes,
    notice: takeDownloadsNotice(context.ctx),
  };
  return data(
    {
      id,
      slug: product.slug,
      status: product.status,
      state,
      saved: notice,
      warning: publishWarning(product),
      downloads,
      ...(await editorPage(context.services, state, id)),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ context, params }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const id = productIdOf(params.id);
  const services = context.services;
  const posted = readPost(form);
  const { intent } = posted;
  const version = formVersion(posted.state.version);
  if (version === null)
    return refused(
      services,
      400,
      { intent, message: "This form has no valid version of the product: reload the page and make your change again.", fields: {}, values: {} },
      posted.state,
      id,
    );
  const uploaded = await takeUploadedPictures(services, form, posted.state, intent);
  const state = uploaded.state;
  if (!uploaded.ok) return refused(services, 400, uploaded.problem, state, id);
  const parsed = inputOf(state, intent);
  if (!parsed.ok) return refused(services, 400, parsed.problem, state, id);
  const saved = await trySave(async () => {
    const product = await services.productEditor.update(actor, id, version, parsed.input);
    if (intent !== "generate") return { added: null };
    return services.productEditor.generateVariations(actor, id, product.version);
  }, intent);
  if (!saved.ok) return refused(services, saved.status, saved.problem, state, id);
  services.catalog.changed();
  const query = saved.value.added !== null ? `generated=${saved.value.added}` : intent === "upload" ? "saved=uploaded" : "saved=saved";
  return redirect(`/admin/products/${id}?${query}`, { status: 303, headers: ADMIN_HEADERS });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ProductEditor
        heading={`Edit “${loaderData.state.name}”`}
        productId={loaderData.id}
        viewUrl={loaderData.status === "publish" ? `/product/${loaderData.slug}` : null}
        state={actionData?.state ?? loaderData.state}
        vocabulary={actionData?.vocabulary ?? loaderData.vocabulary}
        images={actionData?.images ?? loaderData.images}
        problem={actionData?.problem ?? null}
        saved={actionData ? null : loaderData.saved}
        warning={actionData ? null : loaderData.warning}
        stamp={actionData?.stamp ?? loaderData.state.version}
      />
      <DownloadsSection productId={loaderData.id} {...loaderData.downloads} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
