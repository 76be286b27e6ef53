import { gzipSync } from "node:zlib";

/**
 * The scripts a server-rendered page asks for before any interaction: `<link rel="modulepreload">`,
 * `<script src>`, the modules its inline module scripts import (React Router's route modules and
 * entry), and those the boot script preloads after the first paint (`data-vitrine-modules`, see
 * app/lib/deferred-hydration.server.ts). Absolute URLs, same origin as the page, in document order, without duplicates.
 */
export function scriptReferences(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const url = new URL(decodeEntities(raw), pageUrl);
    if (url.origin === new URL(pageUrl).origin && !found.includes(url.href)) found.push(url.href);
  };
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel=["']?modulepreload\b/i.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
      if (href) add(href);
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) add(src);
    const preloadedAfterPaint = /\bdata-vitrine-modules=["']([^"']*)["']/i.exec(attributes)?.[1];
    for (const href of preloadedAfterPaint?.split(/\s+/) ?? []) if (href) add(href);
    if (/\btype=["']?(?:module|text\/x-vitrine-module)\b/i.test(attributes)) {
      for (const imported of body.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*["']([^"']+\.m?js)["']/g)) {
        if (imported[1]) add(imported[1]);
      }
    }
  }
  return found;
}

function decodeEntities(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

export type SizedScript = { url: string; bytes: number; gzipBytes: number };

/** Fetches each script uncompressed and gzips it at level 9 (as `gzip -9` and the gzip-size tools do). */
export async function gzipSizes(urls: readonly string[]): Promise<SizedScript[]> {
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { "accept-encoding": "identity" }, signal: AbortSignal.timeout(15_000) });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
}
