import { data, redirect } from "react-router";
import editorStylesheet from "../../../styles/admin-product-editor.css?url";
import { newEditorState } from "../../../../domain/admin/product-editor/editor-conversion.ts";
import { PRODUCT_TYPES } from "../../../../domain/admin/product-editor/product-input-constants.ts";
import { catalogueManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { ProductEditor } from "../../../components/admin/product-editor/product-editor.tsx";
import { ADMIN_HEADERS, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/new";
import { editorPage, inputOf, readPost, refused, takeUploadedPictures, trySave } from "./editor.server.ts";

export const handle = { breadcrumb: "New product" };

/**
 * The editor's stylesheet, linked here as well: an @import appended to the end of admin.css comes after
 * its rules, where CSS ignores it (the build drops it).
 */
export const links = () => [{ rel: "stylesheet", href: editorStylesheet }];

export function meta() {
  return [{ title: "New product — Vitrine admin" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, catalogueManager);
  const asked = new URL(request.url).searchParams.get("type") ?? "simple";
  const type = PRODUCT_TYPES.find((t) => t === asked) ?? "simple";
  const state = newEditorState(type);
  return data({ state, ...(await editorPage(context.services, state, null)) }, { headers: ADMIN_HEADERS });
}

export async function action({ context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, catalogueManager);
  const services = context.services;
  const posted = readPost(form);
  const { intent } = posted;
  const uploaded = await takeUploadedPictures(services, form, posted.state, intent);
  const state = uploaded.state;
  if (!uploaded.ok) return refused(services, 400, uploaded.problem, state, null);
  // Moving or uploading pictures or a bulk edit before the first save only redraws the form.
  if (intent !== "save" && intent !== "generate") return refused(services, 200, { intent, message: "", fields: {}, values: {} }, state, null);
  const parsed = inputOf(state, intent);
  if (!parsed.ok) return refused(services, 400, parsed.problem, state, null);
  const created = await trySave(async () => {
    const product = await services.productEditor.create(actor, parsed.input);
    if (intent === "generate") await services.productEditor.generateVariations(actor, product.id, product.version);
    return product;
  }, intent);
  if (!created.ok) return refused(services, created.status, created.problem, state, null);
  services.catalog.changed();
  return redirect(`/admin/products/${created.value.id}?saved=created`, { status: 303, headers: ADMIN_HEADERS });
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <ProductEditor
      heading={`New ${state.type} product`}
      productId={null}
      viewUrl={null}
      state={state}
      vocabulary={actionData?.vocabulary ?? loaderData.vocabulary}
      images={actionData?.images ?? loaderData.images}
      problem={actionData?.problem?.message ? actionData.problem : null}
      saved={null}
      stamp={actionData?.stamp ?? 0}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
