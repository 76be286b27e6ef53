/**
 * The Content-Security-Policy of every answer. Pages run only the shop's own script files and the inline
 * scripts the server wrote: a rendered page names a nonce made for that answer (`request.cspNonce`), which
 * React, React Router and the hydration boot script put on each inline script; a page answered from the
 * shared cache names the hashes of its inline scripts instead (decision 0004). Styles may be inline: the
 * gallery, the swatches and the price filter set style attributes.
 */
import { createHash, randomBytes } from "node:crypto";

const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
];

/** A fresh nonce: 128 random bits, base64 (the alphabet CSP's nonce-source takes). */
export function createCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The policy of a page whose inline scripts carry this nonce. */
export function noncePagePolicy(nonce: string): string {
  return pagePolicy([`'nonce-${nonce}'`]);
}

/** The policy of a page whose inline scripts are allowed by their hashes (a cached page, the same for every hit). */
export function hashedPagePolicy(html: string): string {
  return pagePolicy(inlineScriptHashes(html).map((hash) => `'${hash}'`));
}

function pagePolicy(scriptSources: string[]): string {
  return [`script-src 'self' ${scriptSources.join(" ")}`, ...PAGE_DIRECTIVES].join("; ");
}

/**
 * Answers that are not pages (JSON, pictures, files) run nothing and may be framed by nothing else; the
 * policy stops a JSON answer opened as a document from doing anything.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The `sha256-…` sources of every inline script in a document, each once. The parked hydration script
 * (type text/x-vitrine-module) is counted too: the boot script runs its text as a new inline script, whose
 * hash is the same.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/** The HSTS header for answers over HTTPS: a year, sub-domains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
