/**
 * The product editor's "Downloads" section posts here (multipart): attach a file, detach one, or switch
 * the product's downloadable flag. Every outcome goes back to the editor through a signed one-time notice.
 */
import { z } from "zod";
import type { FlashSlot } from "../../../../server/http/flash.ts";
import type { RequestContext } from "../../../../server/http/request-context.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";

export const DOWNLOADS_NOTICE: FlashSlot = { name: "vitrine_admin_downloads_notice", path: "/admin" };
const noticeSchema = z.object({ kind: z.enum(["success", "error"]), text: z.string().max(500) });
export type DownloadsNotice = z.infer<typeof noticeSchema>;

export function putDownloadsNotice(ctx: RequestContext, notice: DownloadsNotice): void {
  ctx.flash.put(DOWNLOADS_NOTICE, notice);
}

export function takeDownloadsNotice(ctx: RequestContext): DownloadsNotice | null {
  const parsed = noticeSchema.safeParse(ctx.flash.take(DOWNLOADS_NOTICE));
  return parsed.success ? parsed.data : null;
}

const optionalWhole = (max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, issue) => {
      if (value === undefined || value === "") return null;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
        issue.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(value);
    });

export const attachSchema = z.object({
  intent: z.literal("attach"),
  name: z.string().trim().min(1, "Give the file a name buyers will see.").max(120, "120 characters at most."),
  variationId: optionalWhole(2_147_483_647, "Choose a variation or the whole product."),
  downloadLimit: optionalWhole(10_000, "A whole number from 1 to 10000, or empty for unlimited."),
  expiryDays: optionalWhole(36_500, "A whole number of days from 1 to 36500, or empty for never."),
});

export const detachSchema = z.object({ intent: z.literal("detach"), fileId: coercedInt4(1) });

export const flagSchema = z.object({ intent: z.literal("downloadable"), downloadable: z.literal("on").optional() });

export const downloadsPostSchema = z.discriminatedUnion("intent", [attachSchema, detachSchema, flagSchema]);

/** The first problem of a refused post, as one line for the notice. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "form"}: ${issue.message}` : "The form was not valid.";
}
