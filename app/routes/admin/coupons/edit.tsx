import { data, Form, redirect, useSearchParams } from "react-router";
import { dateOfExpiry } from "../../../../domain/admin/coupon-form.ts";
import { COUPON_STATUS_LABELS, usageLabelOf } from "../../../../domain/admin/coupon-status.ts";
import { couponManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { CouponForm } from "../../../components/admin/coupons/coupon-form.tsx";
import { allowedEmailsLabel } from "../../../components/admin/coupons/coupon-labels.ts";
import { CouponUses } from "../../../components/admin/coupons/coupon-uses.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import { formVersion } from "../../../../domain/limits.ts";
import { badVersion, couponIdOf, readCouponForm } from "./coupons.server.ts";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (data: { coupon: { code: string } }) => data.coupon.code };

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.coupon.code ?? "Coupon"} — Vitrine admin` }];
}

const USES_PER_PAGE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, couponManager);
  const id = couponIdOf(params.id);
  const coupon = await context.services.coupons.get(id);
  if (!coupon) throw data(null, { status: 404, statusText: "Not found" });
  const page = Math.min(Math.max(Number(new URL(request.url).searchParams.get("page")) || 1, 1), 10_000);
  const [categories, uses] = [await context.services.coupons.categories(), await context.services.coupons.uses(id, page, USES_PER_PAGE)];
  const names = new Map(coupon.names.products.map((p) => [p.id, p]));
  const picked = (ids: number[]) => ids.map((pid) => names.get(pid) ?? { id: pid, name: `Product #${pid} (deleted)` });
  return {
    coupon,
    form: {
      ...coupon,
      expiresOn: coupon.expiresAt ? dateOfExpiry(coupon.expiresAt) : "",
      products: picked(coupon.productIds),
      excludedProducts: picked(coupon.excludedProductIds),
    },
    categories,
    uses: { ...uses, page, pageCount: Math.max(1, Math.ceil(uses.total / USES_PER_PAGE)) },
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, couponManager);
  const id = couponIdOf(params.id);
  const intent = form.get("intent");
  const version = formVersion(form.get("version"));
  if (intent === "delete") {
    if (version === null) return badVersion("delete");
    const removed = await attempt(() => context.services.coupons.remove(actor, id, version), { intent: "delete" });
    if (!removed.ok) return removed.response;
    return redirect("/admin/coupons?deleted=1", { headers: ADMIN_HEADERS });
  }
  if (intent === "expire") {
    if (version === null) return badVersion("expire");
    const expired = await attempt(() => context.services.coupons.expireNow(actor, id, version), { intent: "expire" });
    if (!expired.ok) return expired.response;
    return redirect(`/admin/coupons/${id}?saved=expired`, { headers: ADMIN_HEADERS });
  }
  if (intent !== "save") return adminProblem(400, { message: "This form does not do that.", fields: {} });
  const read = readCouponForm(form, "save");
  if (!read.ok) return read.response;
  const readVersion = read.version;
  if (readVersion === null) return badVersion("save");
  const saved = await attempt(() => context.services.coupons.update(actor, id, readVersion, read.input), { intent: "save", values: read.values });
  if (!saved.ok) return saved.response;
  return redirect(`/admin/coupons/${id}?saved=updated`, { headers: ADMIN_HEADERS });
}

const SAVED: Record<string, string> = {
  created: "The coupon was created.",
  updated: "The coupon was saved.",
  expired: "The coupon is disabled: it expired now, and carts holding it no longer get its discount.",
};

export default function EditCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, form, categories, uses } = loaderData;
  const [params] = useSearchParams();
  const deleteProblem = problemOf(actionData, "delete");
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>
          Coupon <span className="coupon-code">{coupon.code}</span>
        </h1>
        <p>
          {COUPON_STATUS_LABELS[coupon.status]} · used {usageLabelOf(coupon)} · {allowedEmailsLabel(coupon.allowedEmails)}
        </p>
      </header>
      <FormNotice saved={actionData ? null : SAVED[params.get("saved") ?? ""]} />
      {/* Keyed by version: after a save the form starts again from what was stored. */}
      <CouponForm key={coupon.version} coupon={form} categories={categories} problem={problemOf(actionData, "save")} submitLabel="Save coupon" />
      <CouponUses uses={uses.uses} total={uses.total} page={uses.page} pageCount={uses.pageCount} />
      {coupon.status !== "expired" && (
        <section className="admin-card coupon-delete" aria-labelledby="coupon-disable-title">
          <h2 id="coupon-disable-title">Disable this coupon</h2>
          <FormNotice problem={problemOf(actionData, "expire")} />
          <p>It stops working at once (its expiry becomes now) and stays with the orders that used it.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="expire" />
            <input type="hidden" name="version" value={coupon.version} />
            <button type="submit">Disable now</button>
          </Form>
        </section>
      )}
      <section className="admin-card coupon-delete" aria-labelledby="coupon-delete-title">
        <h2 id="coupon-delete-title">Delete this coupon</h2>
        <FormNotice problem={deleteProblem} />
        {coupon.usageCount > 0 ? (
          <p>Orders used this coupon, so it stays for their record: disable it instead.</p>
        ) : (
          <p>Carts holding it lose it at once. This cannot be undone.</p>
        )}
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`Delete the coupon ${coupon.code}?`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="version" value={coupon.version} />
          <button type="submit" className="admin-button--danger">
            Delete coupon
          </button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
