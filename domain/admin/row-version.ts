/**
 * Optimistic concurrency for admin saves: a form carries the version of the record it was read at; a save
 * made against an older version is refused with who changed it and when, so nothing is overwritten unseen.
 */
export type LastChange = { by: string; at: Date } | null;

export const STALE_VERSION_CODE = "stale_version";

/** The refusal's text: "This product was changed by alex@… at 26 Nov 2026, 14:05 UTC. …" */
export function staleVersionMessage(what: string, last: LastChange): string {
  const who = last ? ` by ${last.by || "someone"} at ${formatUtc(last.at)}` : " by someone else";
  return `This ${what} was changed${who} after you opened it. Your changes were not saved: reload to see theirs, then make yours again.`;
}

function formatUtc(at: Date): string {
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;
}
