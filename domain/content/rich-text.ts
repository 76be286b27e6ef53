/**
 * Rich-text descriptions (merchant admin, issue 17): the one allowlist every writer of a product
 * description goes through (the editor's save, the demo seed), and the conversion of the older plain-text
 * form ("a blank line starts a new paragraph") into HTML.
 *
 * Stored plain text is converted when it is read rather than rewritten in the database: the conversion is
 * exact and cheap, so every row written before rich text renders right without a data step that could race
 * a merchant's save. Every read passes the sanitiser again as well, so nothing reaches a page unsanitised.
 *
 * sanitize-html is large: import this module only on the server (services, seed, route actions), never
 * from a component; pages receive the sanitised HTML from their loaders.
 */
import sanitizeHtml from "sanitize-html";
import { isSafeRichTextHref, RICH_TEXT_LINK_REL } from "./rich-text-links.ts";

/** The tags a description may hold: paragraphs, line breaks, bold, italic, headings h2–h4, lists, links, quotes. */
export const RICH_TEXT_ALLOWED_TAGS = ["p", "br", "strong", "em", "h2", "h3", "h4", "ul", "ol", "li", "a", "blockquote"] as const;

/** Tags that start a block: a value holding one is taken as HTML; without, as paragraphs separated by blank lines. */
const BLOCK_TAG = /<\/?(p|h[1-6]|ul|ol|li|blockquote|div)\b/i;
/** Anything that looks like a tag at all (a plain "5 < 6" does not). */
const ANY_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** Tags the editor or a paste may bring that have an allowed equivalent (h1 is the page's own title). */
const RENAMED_TAGS: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // A refused tag goes, its text stays; script, style and the like go with their content.
  disallowedTagsMode: "discard",
  transformTags: {
    ...Object.fromEntries(Object.entries(RENAMED_TAGS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, false)])),
    // A link keeps only a safe address and always gets our rel; without one it is left bare, and unwrapped
    // below. (Renaming it to a refused tag instead confuses sanitize-html's closing tags for later links.)
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      attribs.href !== undefined && isSafeRichTextHref(attribs.href)
        ? { tagName: "a", attribs: { href: attribs.href.trim(), rel: RICH_TEXT_LINK_REL } }
        : { tagName: "a", attribs: {} },
  },
};

/** A link left without an address by the allowlist; sanitize-html writes it exactly so. */
const BARE_LINK = /<a>([\s\S]*?)<\/a>/g;

/** Cleans HTML down to the allowlist; a link without a safe address keeps its words as text. */
export function sanitizeRichText(html: string): string {
  let clean = sanitizeHtml(html, SANITIZE_OPTIONS);
  for (let before = ""; before !== clean;) {
    before = clean;
    clean = clean.replace(BARE_LINK, "$1");
  }
  return clean.trim();
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Text without block tags as paragraphs: a blank line starts a new one, a single line break stays a line
 * break. Inline tags typed by hand (a <strong> in a textarea) are kept for the sanitiser to judge; text
 * with no tag at all is escaped, so "Tom & Jerry <3" shows as written.
 */
export function paragraphsToHtml(text: string): string {
  const keepTags = ANY_TAG.test(text);
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${(keepTags ? paragraph : escapeText(paragraph)).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * A description as it is stored and shown: HTML with block tags is taken as is, anything else (the older
 * plain text, or what was typed into the textarea without the editor) is turned into paragraphs first;
 * then the allowlist applies. Idempotent: applying it to its own output changes nothing.
 */
export function richTextHtml(value: string): string {
  if (!value.trim()) return "";
  return sanitizeRichText(BLOCK_TAG.test(value) ? value : paragraphsToHtml(value));
}
