/**
 * What the admin may send for categories, attributes, terms and reviews, as strict schemas shared by the
 * pages' forms and the JSON API. A slug left empty is made from the name (domain/slug.ts).
 */
import { z } from "zod";
import { isSlug } from "../slug.ts";
import { isSwatchColour, SWATCH_COLOUR_MAX_LENGTH } from "./swatch-colour.ts";
import { REVIEW_BULK_ACTIONS, SWATCH_TYPES } from "./taxonomy-labels.ts";

export { REVIEW_BULK_ACTIONS, REVIEW_STATUSES, SWATCH_TYPES, type ReviewBulkAction, type ReviewStatus, type SwatchType } from "./taxonomy-labels.ts";

export const TAXONOMY_NAME_MAX = 80;
export const TAXONOMY_SLUG_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 2_000;
export const REVIEW_REPLY_MAX = 2_000;
/** At most this many ids in one reorder or one bulk action. */
export const TAXONOMY_BATCH_MAX = 500;

const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
const name = z.string().trim().min(1, "Enter a name.").max(TAXONOMY_NAME_MAX, `At most ${TAXONOMY_NAME_MAX} characters.`);
/** Empty: made from the name. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(TAXONOMY_SLUG_MAX, `At most ${TAXONOMY_SLUG_MAX} characters.`)
  .refine((text) => text === "" || isSlug(text), "Use lower-case letters, digits and single hyphens (or leave it empty).");

export const categoryInputSchema = z.strictObject({
  name,
  slug: slug.default(""),
  description: z.string().trim().max(CATEGORY_DESCRIPTION_MAX, `At most ${CATEGORY_DESCRIPTION_MAX} characters.`).default(""),
  parentId: idSchema.nullable().default(null),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const moveSchema = z.strictObject({ direction: z.enum(["up", "down"]) });

export const categoryReorderSchema = z.strictObject({
  parentId: idSchema.nullable(),
  ids: z.array(idSchema).min(1).max(TAXONOMY_BATCH_MAX),
});

export const attributeInputSchema = z.strictObject({
  name,
  slug: slug.default(""),
  swatchType: z.enum(SWATCH_TYPES, "Choose a swatch type."),
});
export type AttributeInput = z.infer<typeof attributeInputSchema>;

export const termInputSchema = z.strictObject({
  name,
  slug: slug.default(""),
  /** For colour swatches; empty or null: none (the swatch shows the name). */
  color: z
    .string()
    .trim()
    .max(SWATCH_COLOUR_MAX_LENGTH, `At most ${SWATCH_COLOUR_MAX_LENGTH} characters.`)
    .refine((text) => text === "" || isSwatchColour(text), "Use a hex colour (#rgb or #rrggbb) or a CSS colour name such as navy.")
    .nullable()
    .default(null),
});
export type TermInput = z.infer<typeof termInputSchema>;

export const termReorderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(TAXONOMY_BATCH_MAX) });

export const reviewReplySchema = z.strictObject({
  /** Empty removes the reply. */
  reply: z.string().trim().max(REVIEW_REPLY_MAX, `At most ${REVIEW_REPLY_MAX} characters.`),
});

export const reviewBulkSchema = z.strictObject({
  action: z.enum(REVIEW_BULK_ACTIONS, "Choose what to do with the selected reviews."),
  ids: z.array(idSchema).min(1, "Select at least one review.").max(TAXONOMY_BATCH_MAX),
});
