import { z } from "zod";
import { coercedInt4 } from "../../../../domain/limits.ts";

/** A record's id in a path: a positive 32-bit integer (anything else is a 400 naming the parameter). */
const pathId = coercedInt4(1);

export const idParams = z.strictObject({ id: pathId });
export const termParams = z.strictObject({ id: pathId, termId: pathId });
export const ok = { ok: true } as const;
