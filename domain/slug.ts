/** URL slugs: lower-case ASCII words joined by single hyphens ("Été Linen Shirt" → "ete-linen-shirt"). */

/** Letters that Unicode decomposition leaves whole, spelled the way their languages transliterate them. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßæøœđðłþı]/g, (letter) => TRANSLITERATIONS[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** True for exactly the non-empty strings slugify leaves unchanged. */
export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}
