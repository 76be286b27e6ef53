import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { z } from "zod";
import { attachmentHeader } from "../../domain/downloads/file-names.ts";
import type { DownloadFile } from "../../server/services/downloads/index.ts";

/** The link's query: a guest's order key (customers' links carry none: they sign in). */
export const downloadQuerySchema = z.object({ order: z.string().min(1).max(200).optional() }).strict();

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<number, string> = { 400: "Bad download link", 403: "Download refused", 404: "Download not found", 410: "Download no longer available" };

/** A refusal as a small page the buyer can read, with the way back to their downloads. */
export function refusalPage(status: number, message: string): Response {
  const title = TITLES[status] ?? "Download refused";
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escape(message)}</p><p><a href="/account/downloads">Your downloads</a></p></main></body></html>`;
  return new Response(body, { status, headers: { ...PRIVATE, "content-type": "text/html; charset=utf-8" } });
}

/** The file itself, streamed from the private folder, to be saved under its name. */
export function fileResponse(file: DownloadFile): Response {
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE,
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": attachmentHeader(file.fileName),
      "x-content-type-options": "nosniff",
    },
  });
}
