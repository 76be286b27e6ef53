/**
 * The affiliate dashboard's form posts without JavaScript (the page's action): the settings save, a
 * payout request and an application. Each is read through the request context (same origin, size, text),
 * checked with zod, and handed to `services.affiliates` for the signed-in customer only.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { PAYOUT_TYPES } from "../../domain/affiliates/dashboard.ts";
import { checkPayoutAmount, payoutDetails } from "../../domain/affiliates/payout-form.ts";
import { settingsPayload } from "../../domain/affiliates/settings-save.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import { nonceMatches } from "../../server/services/sessions/index.ts";
import { fieldErrors, typedValues } from "../lib/account-forms.ts";
import { formText, PRIVATE_HEADERS, refused, requireCustomer } from "../lib/account.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";

export const AFFILIATE_PATH = "/account/affiliate";

const intentField = z.object({ intent: z.enum(["settings", "payout", "apply"]) });
const payoutForm = z.object({ amount: z.string().max(20), payouttype: z.enum(PAYOUT_TYPES, { message: "Choose a payout type." }) });
const applyForm = z.object({
  website: z.union([z.literal(""), z.url({ protocol: /^https?$/, message: "Enter the full address, e.g. https://example.com." }).max(500)]),
  note: z.string().max(500, "Keep it under 500 characters."),
});

export async function affiliateAction(request: Request, ctx: RequestContext) {
  const { session, customer } = await requireCustomer(ctx);
  const form = await ctx.form();
  const intent = intentField.safeParse({ intent: formText(form, "intent") });
  if (!intent.success) return refused(request, 400, { form: "affiliate", message: "This form cannot be sent here.", fields: {}, values: {} });
  const affiliates = ctx.services.affiliates;
  try {
    if (intent.data.intent === "settings") {
      // §6: the save carries the session's nonce from the form's hidden field.
      if (!nonceMatches(session, formText(form, "nonce")))
        return refused(request, 403, { form: "settings", message: "This page has expired. Please reload it and try again.", fields: {}, values: {} });
      const payload = settingsPayload((name) => (form.has(name) ? formText(form, name) : null));
      await affiliates.saveSettings(customer.id, payload);
      return redirect(`${AFFILIATE_PATH}?tab=settings&saved=1`, { status: 303, headers: PRIVATE_HEADERS });
    }
    if (intent.data.intent === "payout") {
      const values = typedValues(form, ["amount", "payouttype"]);
      const parsed = payoutForm.safeParse({ amount: formText(form, "amount"), payouttype: formText(form, "payouttype") });
      if (!parsed.success)
        return refused(request, 400, { form: "payout", message: "Please check the highlighted fields.", fields: fieldErrors(parsed.error.issues), values });
      const dashboard = await affiliates.dashboardFor(customer.id);
      if (!dashboard) return refused(request, 403, { form: "payout", message: "Only affiliates can request payouts.", fields: {}, values });
      const amount = checkPayoutAmount(parsed.data.amount, dashboard.balance, dashboard.currency);
      if (!amount.ok) return refused(request, 400, { form: "payout", message: amount.message, fields: { amount: amount.message }, values });
      const details = payoutDetails(parsed.data.payouttype, (name) => formText(form, name));
      await affiliates.requestPayout(customer.id, { amountMinor: amount.amountMinor, payouttype: parsed.data.payouttype, details });
      return redirect(`${AFFILIATE_PATH}?tab=payouts&requested=1`, { status: 303, headers: PRIVATE_HEADERS });
    }
    const values = typedValues(form, ["website", "note"]);
    const parsed = applyForm.safeParse({ website: formText(form, "website").trim(), note: formText(form, "note").trim() });
    if (!parsed.success)
      return refused(request, 400, { form: "apply", message: "Please check the highlighted fields.", fields: fieldErrors(parsed.error.issues), values });
    await affiliates.apply(customer.id, parsed.data);
    return redirect(`${AFFILIATE_PATH}?applied=1`, { status: 303, headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const formName = intent.data.intent;
    return refused(request, error.status, { form: formName, message: error.message, fields: error.fields ?? {}, values: {} });
  }
}
