import { describe, expect, it } from "vitest";
import { prefixTsQuery, SEARCH_MAX_TERM_LENGTH, SEARCH_MAX_TERMS, searchWords } from "./search-query.ts";

describe("prefixTsQuery", () => {
  it.each<[string, string | null]>([
    ["lin", "lin:*"],
    ["Linen", "linen:*"],
    ["  oak   lam ", "oak:* & lam:*"],
    ["café crème", "café:* & crème:*"],
    ["TEE-RL", "tee:* & rl:*"],
    ["mug 2", "mug:* & 2:*"],
    ['"red lamp"', "(red:* <-> lamp:*)"],
    ['"red lamp" -blue', "(red:* <-> lamp:*) & !blue:*"],
    ['-"blue lamp" desk', "!(blue:* <-> lamp:*) & desk:*"],
    ['"red la', "(red:* <-> la:*)"],
  ])("%j → %j", (typed, query) => {
    expect(prefixTsQuery(typed)).toBe(query);
  });

  it.each([
    ["tsquery operators", "a & b | !c <-> (d)", "a:* & b:* & c:* & d:*"],
    ["a minus in the middle of a word", "x-!y", "x:* & y:*"],
    ["a weight and prefix of its own", "lin:*A", "lin:* & a:*"],
    ["quotes and backslashes", `'x' "y" \\z`, "x:* & y:* & z:*"],
    ["SQL", "'); drop table products; --", "drop:* & table:* & products:*"],
    ["a NUL and control characters", "li\u0000n\u0007en", "li:* & n:* & en:*"],
  ])("keeps only words from %s", (_name, typed, query) => {
    expect(prefixTsQuery(typed)).toBe(query);
  });

  it.each(["", "   ", "!!!", "&|!():*", "\u0000", "'\"\\", '""', "- -"])("is null when there is no word in %j", (typed) => {
    expect(prefixTsQuery(typed)).toBeNull();
  });

  it("keeps at most the first words, each at most its length", () => {
    const words = searchWords(`${"x".repeat(500)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ")}`);
    expect(words).toHaveLength(SEARCH_MAX_TERMS);
    expect(words[0]).toHaveLength(SEARCH_MAX_TERM_LENGTH);
    expect(words[1]).toBe("w0");
  });
});
