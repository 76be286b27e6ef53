import { sanitizeUrl } from "../../domain/url-safety.ts";

/** A piece of a plain-text mail body: text to print as is, or a link to render as an anchor. */
export type MailTextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/**
 * An absolute http(s) URL anywhere, or a site-relative path ("/account/…", not "//host") at the start of
 * the text or after whitespace: that is how links are written into the shop's mails when no public origin
 * is configured.
 */
const LINK = /(https?:\/\/[^\s<>"']+)|(?<=^|\s)(\/(?!\/)[^\s<>"']*)/g;
/** Sentence punctuation right after a link belongs to the sentence, not to the URL. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a plain-text body into text and links. The parts are rendered as React text and `<a href>`, so no
 * markup in a mail can reach the page as HTML; an href is only ever http(s) or a path on this site.
 */
export function splitMailText(body: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK)) {
    const found = match[0];
    const url = found.replace(TRAILING, "");
    if (url === "" || url === "/") continue;
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    const href = sanitizeUrl(url);
    parts.push(href === "#" ? { kind: "text", text: url } : { kind: "link", text: url, href });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return mergeText(parts);
}

function mergeText(parts: MailTextPart[]): MailTextPart[] {
  const merged: MailTextPart[] = [];
  for (const part of parts) {
    const previous = merged[merged.length - 1];
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
