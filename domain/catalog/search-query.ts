/**
 * What a shopper types in a search box, as a PostgreSQL `to_tsquery` text that matches the start of each
 * word: "lin" finds linen, "oak lam" finds the oak lamp. Two habits of web search boxes keep working: a
 * quoted phrase keeps its words in order (`"red lamp"` → `red:* <-> lamp:*`) and a word after a minus is
 * left out (`-blue` → `!blue:*`). Only letters and digits reach the query, joined by operators written
 * here, so no input can carry tsquery syntax of its own (`!`, `|`, `(`, `:`, quotes, backslashes) or make
 * `to_tsquery` fail.
 */

/** More words than this add nothing to a product search and only cost the index. */
export const SEARCH_MAX_TERMS = 8;
/** A single word longer than this is not a word (and would be a tsquery error past 2,046 bytes). */
export const SEARCH_MAX_TERM_LENGTH = 64;

type Term = { words: string[]; negated: boolean };

const WORD = /[\p{L}\p{N}]+/gu;
const cut = (word: string) => [...word].slice(0, SEARCH_MAX_TERM_LENGTH).join("");

/** The input's terms: quoted phrases, and single words, each negated when a minus starts it. */
function searchTerms(typed: string): Term[] {
  const text = typed.normalize("NFC").toLowerCase();
  const terms: Term[] = [];
  let count = 0;
  // A quoted phrase (closed or running to the end), or a run of anything but white space and quotes.
  for (const [token, , phrase] of text.matchAll(/(-?)"([^"]*)"?|[^\s"]+/g)) {
    const negated = token.startsWith("-");
    const words = ((phrase ?? token).match(WORD) ?? []).slice(0, SEARCH_MAX_TERMS - count).map(cut);
    count += words.length;
    // Outside quotes "tee-rl" is two words to find, not a phrase; a minus only negates a single word.
    if (phrase === undefined && words.length > 1) terms.push(...words.map((word) => ({ words: [word], negated: false })));
    else if (words.length > 0) terms.push({ words, negated });
    if (count >= SEARCH_MAX_TERMS) break;
  }
  return terms;
}

/** The words of `typed` (Unicode letters and digits, lower-cased), at most SEARCH_MAX_TERMS, each cut to SEARCH_MAX_TERM_LENGTH. */
export function searchWords(typed: string): string[] {
  return searchTerms(typed).flatMap((term) => term.words);
}

/** The prefix tsquery text ("oak:* & lam:*"), or null when the input holds no word at all. */
export function prefixTsQuery(typed: string): string | null {
  const terms = searchTerms(typed);
  if (terms.length === 0) return null;
  return terms
    .map((term) => {
      const phrase = term.words.map((word) => `${word}:*`).join(" <-> ");
      if (term.negated) return term.words.length > 1 ? `!(${phrase})` : `!${phrase}`;
      return term.words.length > 1 ? `(${phrase})` : phrase;
    })
    .join(" & ");
}
