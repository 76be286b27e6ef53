/**
 * The admin affiliate pages' server side: every loader and action asks affiliateManager (administrators
 * and shop managers) before anything else; forms are parsed with zod; the service's refusals come back as
 * the form's problem.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { PERCENT_BASIS } from "../../../../domain/affiliates/programme.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";
import { affiliateManager } from "../../../../server/http/access.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import type { Services } from "../../../../server/services/index.ts";
import { PAYOUT_FILTERS, STATUS_FILTERS } from "../../../components/admin/affiliates/labels.ts";
import { ADMIN_HEADERS, adminProblem, attempt, formValues, parseAdminForm, requireStaff, requireStaffForm } from "../../../lib/admin.server.ts";

const idSchema = coercedInt4(1);

export function affiliateIdOf(raw: string | undefined): number {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not found" });
  return parsed.data;
}

export async function loadList(ctx: RequestContext, services: Services, url: URL) {
  await requireStaff(ctx, affiliateManager);
  const status = z.enum(STATUS_FILTERS).safeParse(url.searchParams.get("status"));
  const affiliates = await services.affiliates.list({ status: status.success ? status.data : undefined });
  return { affiliates, status: status.success ? status.data : "", saved: url.searchParams.get("saved") };
}

const statusForm = z.object({ intent: z.literal("status"), status: z.enum(STATUS_FILTERS) });

/** Approve or suspend (the buttons on the list and on the affiliate's page post here, to the affiliate's page). */
async function statusAction(services: Services, id: number, values: Record<string, string>) {
  const parsed = parseAdminForm(statusForm, values, "status");
  if (!parsed.ok) return parsed.response;
  const done = await attempt(() => services.affiliates.setStatus(id, parsed.data.status), { intent: "status" });
  if (!done.ok) return done.response;
  return redirect(`/admin/affiliates/${id}?saved=status`, { headers: ADMIN_HEADERS });
}

export async function loadDetail(ctx: RequestContext, services: Services, rawId: string | undefined, url: URL) {
  await requireStaff(ctx, affiliateManager);
  const id = affiliateIdOf(rawId);
  const detail = await services.affiliates.detail(id).catch(() => null);
  if (!detail) throw data(null, { status: 404, statusText: "Not found" });
  const others = (await services.affiliates.list()).filter((a) => a.id !== id).map((a) => ({ id: a.id, label: `${a.referralCode} (${a.email})` }));
  return { ...detail, others, saved: url.searchParams.get("saved") };
}

const updateForm = z.strictObject({
  intent: z.literal("update"),
  parentId: z.union([z.literal(""), idSchema]),
  rateKind: z.enum(["programme", "percent", "fixed"]),
  rateValue: z.union([z.literal(""), z.coerce.number().min(0).max(1_000_000)]),
  referralCode: z.string().max(40),
});

export async function detailAction(ctx: RequestContext, services: Services, rawId: string | undefined) {
  const { form } = await requireStaffForm(ctx, affiliateManager);
  const id = affiliateIdOf(rawId);
  const values = formValues(form);
  const back = (saved: string) => redirect(`/admin/affiliates/${id}?saved=${saved}`, { headers: ADMIN_HEADERS });
  if (values.intent === "status") return statusAction(services, id, values);
  if (values.intent === "update") {
    const parsed = parseAdminForm(updateForm, values, "update");
    if (!parsed.ok) return parsed.response;
    const { parentId, rateKind, rateValue, referralCode } = parsed.data;
    const value = rateValue === "" ? 0 : rateValue;
    const rate =
      rateKind === "programme"
        ? null
        : rateKind === "percent"
          ? { kind: "percent" as const, basisPoints: Math.round(value * 100) }
          : { kind: "fixed" as const, amountMinor: Math.round(value * 100) };
    if (rate?.kind === "percent" && rate.basisPoints > PERCENT_BASIS)
      return adminProblem(400, { intent: "update", message: "A percentage is at most 100.", fields: { rateValue: "At most 100." }, values });
    const done = await attempt(() => services.affiliates.update(id, { parentId: parentId === "" ? null : parentId, rate, referralCode }), {
      intent: "update",
      values,
    });
    return done.ok ? back("updated") : done.response;
  }
  if (values.intent === "assign-coupon") {
    const code = z.string().trim().min(1).max(50).safeParse(values.code);
    if (!code.success) return adminProblem(400, { intent: "assign-coupon", message: "Enter a coupon code.", fields: { code: "Enter a coupon code." }, values });
    const done = await attempt(() => services.affiliates.assignCoupon(id, code.data), { intent: "assign-coupon", values });
    return done.ok ? back("coupon") : done.response;
  }
  if (values.intent === "unassign-coupon") {
    const couponId = idSchema.safeParse(values.couponId);
    if (!couponId.success) return adminProblem(400, { message: "No such coupon.", fields: {} });
    await services.affiliates.unassignCoupon(id, couponId.data);
    return back("coupon-removed");
  }
  return adminProblem(400, { message: "This form does not do that.", fields: {} });
}

export async function loadPayouts(ctx: RequestContext, services: Services, url: URL) {
  await requireStaff(ctx, affiliateManager);
  const state = z.enum(PAYOUT_FILTERS).safeParse(url.searchParams.get("state"));
  const rows = await services.affiliates.payouts(state.success ? state.data : undefined);
  return { payouts: rows, state: state.success ? state.data : "", saved: url.searchParams.get("saved") };
}

const decisionForm = z.strictObject({ intent: z.enum(["approve", "paid", "reject"]), id: idSchema, note: z.string().max(500).default("") });

export async function payoutsAction(ctx: RequestContext, services: Services, url: URL) {
  const { form, customer } = await requireStaffForm(ctx, affiliateManager);
  const parsed = parseAdminForm(decisionForm, formValues(form));
  if (!parsed.ok) return parsed.response;
  const { intent, id, note } = parsed.data;
  const done = await attempt(() => services.affiliates.decidePayout(customer.id, id, intent, note), { intent });
  if (!done.ok) return done.response;
  const state = url.searchParams.get("state");
  return redirect(`/admin/affiliates/payouts?saved=${intent}${state ? `&state=${encodeURIComponent(state)}` : ""}`, { headers: ADMIN_HEADERS });
}

/** The SEPA pain.001 file of the approved bank payouts, or back to the payouts page saying what is wrong. */
export async function sepaFile(ctx: RequestContext, services: Services) {
  await requireStaff(ctx, affiliateManager);
  const { sepaDebtor } = await services.affiliates.programme();
  const result = await services.affiliates.sepaExport(sepaDebtor);
  // Nothing to export, or an account the bank would refuse: say so (a file is never written half right).
  if (!result.ok)
    return new Response(`No SEPA file: ${result.problems.map((p) => p.message).join(" ")}`, {
      status: 409,
      headers: { ...ADMIN_HEADERS, "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(result.xml, {
    headers: {
      ...ADMIN_HEADERS,
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": 'attachment; filename="affiliate-payouts-pain001.xml"',
    },
  });
}
