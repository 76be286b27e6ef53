import { z } from "zod";

/** A record's id in a path: a positive 32-bit integer (anything else is a 400 naming the parameter). */
const pathId = z.coerce.number().int().positive().max(2_147_483_647);

export const idParams = z.strictObject({ id: pathId });
export const termParams = z.strictObject({ id: pathId, termId: pathId });
export const ok = { ok: true } as const;
