import { INVALID_TEXT_MESSAGE, isAcceptableText } from "../../domain/text/input-text.ts";
import { maxDownloadBytesFrom } from "../services/downloads/index.ts";
import { refusals } from "./request-refusal.ts";

/** The most a form post or a JSON body may carry, but on the pages below. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The product editor's form carries pictures when JavaScript is off (multipart, each at most 10 MB, see
 * the product editor's uploads): room for a few of them. Its action asks for a catalogue manager before it
 * reads a byte, so nobody else can make the server hold this much.
 */
export const UPLOAD_FORM_LIMIT_BYTES = 32 * 1024 * 1024;
const UPLOAD_FORM_PATH = /^\/admin\/products\/(new|\d{1,9})(\.data)?$/;

/**
 * The product editor's Downloads section attaches one file (DOWNLOAD_MAX_MB, 50 MB by default) with a few
 * fields; its action, too, asks for a catalogue manager before it reads the body.
 */
export const DOWNLOAD_FORM_LIMIT_BYTES = maxDownloadBytesFrom(process.env) + 64 * 1024;
const DOWNLOAD_FORM_PATH = /^\/admin\/products\/\d{1,9}\/downloads(\.data)?$/;

/** The most a form post to this path may carry. */
export const formLimitFor = (pathname: string) =>
  UPLOAD_FORM_PATH.test(pathname) ? UPLOAD_FORM_LIMIT_BYTES : DOWNLOAD_FORM_PATH.test(pathname) ? DOWNLOAD_FORM_LIMIT_BYTES : BODY_LIMIT_BYTES;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The media type of a Content-Type header, lower-cased and without parameters. */
export const mediaType = (contentType: string | undefined) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

export const isFormType = (contentType: string | undefined) => FORM_TYPES.includes(mediaType(contentType));

/** A Content-Length above the limit: refused before a byte of the body is read. */
export function declaredTooLarge(contentLength: string | undefined, limit: number): boolean {
  if (contentLength === undefined) return false;
  const length = Number(contentLength);
  return !Number.isFinite(length) || length > limit;
}

/** Reads a body whole, but never more than `limit` bytes: a chunked body that goes past it is refused as it streams. */
export async function readLimited(body: AsyncIterable<Uint8Array> | null, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (body) {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > limit) throw refusals.tooLarge(limit);
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks, size);
}

/**
 * A form post's fields: the content type must be a form's (415), the body within the limit (413), the
 * encoding readable (400), and every field name and text value must pass the input-text rule (400).
 */
export async function parseFormBody(
  contentType: string | undefined,
  contentLength: string | undefined,
  body: AsyncIterable<Uint8Array> | null,
  limit = BODY_LIMIT_BYTES,
): Promise<FormData> {
  if (!isFormType(contentType)) throw refusals.unsupportedType();
  if (declaredTooLarge(contentLength, limit)) throw refusals.tooLarge(limit);
  const bytes = await readLimited(body, limit);
  let form: FormData;
  if (mediaType(contentType) === "application/x-www-form-urlencoded") {
    form = new FormData();
    for (const [name, value] of new URLSearchParams(bytes.toString("utf8"))) form.append(name, value);
  } else {
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType! } }).formData();
    } catch {
      throw refusals.brokenBody();
    }
  }
  for (const [name, value] of form) {
    if (!isAcceptableText(name) || (typeof value === "string" && !isAcceptableText(value))) throw refusals.invalidText(INVALID_TEXT_MESSAGE);
  }
  return form;
}
