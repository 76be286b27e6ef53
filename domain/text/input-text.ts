/**
 * The one rule for text that arrives from outside (form fields, URL paths and queries, JSON strings):
 * what PostgreSQL cannot store (U+0000), control characters no person types (the C0 controls other than
 * tab, carriage return and line feed, and DEL), lone UTF-16 surrogates (not characters at all; they break
 * UTF-8 encoding) and the noncharacters U+FFFE and U+FFFF are refused, never silently stripped.
 */

/** Why a text was refused, for messages and logs. */
export type TextProblem = "nul" | "control" | "lone-surrogate" | "noncharacter";

export const INVALID_TEXT_MESSAGE = "The request contains characters that are not allowed (control characters or invalid Unicode).";

/** The first problem in a text, or null when it is acceptable. */
export function inputTextProblem(text: string): TextProblem | null {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return "nul";
    if ((unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) || unit === 0x7f) return "control";
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return "lone-surrogate";
      i += 1;
      continue;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return "lone-surrogate";
    if (unit === 0xfffe || unit === 0xffff) return "noncharacter";
  }
  return null;
}

export const isAcceptableText = (text: string): boolean => inputTextProblem(text) === null;

/**
 * Decodes one percent-encoded URL component (a path segment, or a query name or value, where "+" is a
 * space), or returns null when an escape is malformed or decodes to invalid UTF-8.
 */
export function decodeUrlComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replaceAll("+", " ") : raw);
  } catch {
    return null;
  }
}

/** Tab, CR and LF belong in typed text (a review, an address); in a path segment they are never meant. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * Whether a request target (path and query, as sent) decodes cleanly and carries acceptable text in every
 * path segment and every query name and value; a path segment takes no tab or line break either.
 */
export function isAcceptableRequestTarget(target: string): boolean {
  const hashAt = target.indexOf("#");
  const withoutHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? "" : withoutHash.slice(queryAt + 1);
  for (const segment of path.split("/")) {
    const decoded = decodeUrlComponent(segment, false);
    if (decoded === null || !isAcceptableText(decoded) || LINE_BREAK_OR_TAB.test(decoded)) return false;
  }
  if (query === "") return true;
  for (const pair of query.split("&")) {
    for (const part of pair.split("=")) {
      const decoded = decodeUrlComponent(part, true);
      if (decoded === null || !isAcceptableText(decoded)) return false;
    }
  }
  return true;
}
