import { COLOUR_TERMS, SEARCH_WORD } from "./catalogue-sql.ts";

export type TargetKind = "trivial" | "archive" | "api" | "search";

export type Target = {
  kind: TargetKind;
  label: string;
  path: string;
  /** A target that may not exist yet is reported as not available when it answers 404, instead of failing the run. */
  optional: boolean;
};

/** The archive query every run measures: two colours (OR), sorted by price, third page. */
export const ARCHIVE_QUERY = `e-filter-shop-colour=${COLOUR_TERMS[0]}~${COLOUR_TERMS[1]}&sort=price&page=3`;

export const TRIVIAL_PATH = "/about";
/** Served by the catch-all route when /about is missing: still a server render without a loader. */
export const TRIVIAL_FALLBACK_PATH = "/no-such-page-bench";

export const TARGETS: readonly Target[] = [
  { kind: "trivial", label: "trivial SSR page", path: TRIVIAL_PATH, optional: false },
  { kind: "archive", label: "filtered archive page", path: `/shop?${ARCHIVE_QUERY}`, optional: false },
  { kind: "api", label: "GET /api/products", path: `/api/products?${ARCHIVE_QUERY}`, optional: true },
  { kind: "search", label: "search page", path: `/search?q=${SEARCH_WORD}`, optional: true },
];

export type Probe = { status: number; bytes: number; contentType: string; body: string };

/** One plain request before the load: the status to expect and whether the answer looks right. */
export async function probe(origin: string, path: string, headers: Record<string, string>): Promise<Probe> {
  const response = await fetch(origin + path, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(body), contentType: response.headers.get("content-type") ?? "", body };
}

/** For the JSON API: how many products the filtered listing holds and the first card's name on the page. */
export function readProductList(body: string): { total: number | null; firstName: string | null; items: number } | null {
  try {
    const parsed = JSON.parse(body) as { items?: { name?: unknown }[]; total?: unknown };
    if (!Array.isArray(parsed.items)) return null;
    const first = parsed.items[0]?.name;
    return {
      items: parsed.items.length,
      total: typeof parsed.total === "number" ? parsed.total : null,
      firstName: typeof first === "string" ? first : null,
    };
  } catch {
    return null;
  }
}
