/**
 * A sanitised description as plain text, for places that take no markup (a page's meta description).
 * Small and without the sanitiser, so a page module may use it in the browser too.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

export function richTextToPlain(html: string): string {
  return html
    .replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}
