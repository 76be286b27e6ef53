import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MEDIA_KEY_PATTERN, type MediaStore } from "../services/media/index.ts";
import { HttpError } from "./errors.ts";

/** The URL form of `mediaUrl()` (domain/catalog/image.ts): `/media/<key>/<width>.webp`. */
const MediaParams = z.object({
  key: z.string().regex(MEDIA_KEY_PATTERN),
  file: z.string().regex(/^[1-9][0-9]{0,4}\.webp$/),
});

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves generated product pictures. A URL that names no rendition is simply not found (404 JSON),
 * whatever is wrong with it; the pictures never change for a key, so browsers may keep them for a year.
 */
export async function registerMedia(app: FastifyInstance, media: MediaStore) {
  app.get("/media/:key/:file", async (request, reply) => {
    const params = MediaParams.safeParse(request.params);
    const found = params.success ? await media.get(params.data.key, Number.parseInt(params.data.file, 10)) : null;
    if (!found) throw new HttpError(404, "media_not_found", "No such image.");
    return reply
      .header("content-type", "image/webp")
      .header("content-length", found.size)
      .header("cache-control", IMMUTABLE)
      .send(createReadStream(found.path));
  });
}
