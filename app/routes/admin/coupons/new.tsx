import { redirect } from "react-router";
import { couponManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { CouponForm, type CouponFormCoupon } from "../../../components/admin/coupons/coupon-form.tsx";
import { problemOf } from "../../../lib/admin-forms.ts";
import { ADMIN_HEADERS, adminProblem, attempt, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";
import { readCouponForm } from "./coupons.server.ts";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Add coupon" };

export function meta() {
  return [{ title: "Add coupon — Vitrine admin" }];
}

const NEW_COUPON: CouponFormCoupon = {
  code: "",
  type: "percent",
  amount: 0,
  expiresOn: "",
  usageLimit: null,
  usageLimitPerCustomer: null,
  minimumSpend: null,
  maximumSpend: null,
  products: [],
  excludedProducts: [],
  categoryIds: [],
  excludedCategoryIds: [],
  individualUse: false,
  freeShipping: false,
  excludeSaleItems: false,
  allowedEmails: [],
  version: null,
};

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, couponManager);
  return { categories: await context.services.coupons.categories() };
}

export async function action({ context }: Route.ActionArgs) {
  const { actor, form } = await requireStaffForm(context.ctx, couponManager);
  if (form.get("intent") !== "save") return adminProblem(400, { message: "This form does not do that.", fields: {} });
  const read = readCouponForm(form, "save");
  if (!read.ok) return read.response;
  const saved = await attempt(() => context.services.coupons.create(actor, read.input), { intent: "save", values: read.values });
  if (!saved.ok) return saved.response;
  return redirect(`/admin/coupons/${saved.value.id}?saved=created`, { headers: ADMIN_HEADERS });
}

export default function NewCoupon({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Add coupon</h1>
      </header>
      <CouponForm coupon={NEW_COUPON} categories={loaderData.categories} problem={problemOf(actionData, "save")} submitLabel="Create coupon" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
