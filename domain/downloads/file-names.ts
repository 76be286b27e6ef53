/**
 * The names of files sold as downloads: what the admin may upload and what the buyer's browser is told to
 * save. Pure.
 */

/** The most a downloadable file may weigh unless DOWNLOAD_MAX_MB says otherwise. */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 50 * 1024 * 1024;

/** File types the shop sells, by extension; anything else is refused at upload. */
export const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  epub: "application/epub+zip",
  zip: "application/zip",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
};

/** A plain file name: letters, digits, spaces, dots, dashes and underscores, one known extension, 120 characters at most. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,115}\.([A-Za-z0-9]{2,4})$/;

/** The content type of an acceptable file name, or null when the name or its type is refused. */
export function downloadTypeOf(fileName: string): string | null {
  const match = FILE_NAME.exec(fileName);
  if (!match || fileName.includes("..")) return null;
  return DOWNLOAD_TYPES[match[1]!.toLowerCase()] ?? null;
}

/** A Content-Disposition header that saves the file under its name (ASCII and RFC 5987 forms). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9 ._()-]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Bytes as the admin reads them ("1.2 MB"). */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
