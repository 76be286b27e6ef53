import { describe, expect, it } from "vitest";
import { archivePath, archiveScope, isArchiveSlug, scopedQuery, tagArchivePath, termArchivePath } from "./archive-paths.ts";
import type { ListingQuery } from "./types.ts";

const query: ListingQuery = { page: 2, perPage: 12, sort: "price", filters: [] };

describe("archive paths", () => {
  it("writes a tag archive's path and an attribute term archive's path", () => {
    expect(tagArchivePath("gift-idea")).toBe("/tag/gift-idea");
    expect(termArchivePath("colour", "sage")).toBe("/attribute/colour/sage");
    expect(archivePath({ kind: "tag", tag: "organic" })).toBe("/tag/organic");
    expect(archivePath({ kind: "term", attribute: "material", term: "oak" })).toBe("/attribute/material/oak");
  });

  it("encodes anything a path segment cannot carry as itself", () => {
    expect(tagArchivePath("a/b")).toBe("/tag/a%2Fb");
  });

  it.each(["organic", "gift-idea", "new_in", "42", "x"])("accepts the slug %s", (slug) => {
    expect(isArchiveSlug(slug)).toBe(true);
  });

  it.each(["", "Organic", "-lead", "two words", "../etc", "é", "a".repeat(201)])("refuses %j as a slug", (slug) => {
    expect(isArchiveSlug(slug)).toBe(false);
  });

  it("reads the scope from route params, null when a slug is malformed", () => {
    expect(archiveScope({ tag: "eco" })).toEqual({ kind: "tag", tag: "eco" });
    expect(archiveScope({ attribute: "size", term: "xl" })).toEqual({ kind: "term", attribute: "size", term: "xl" });
    expect(archiveScope({ tag: "Eco" })).toBeNull();
    expect(archiveScope({ attribute: "size", term: "X L" })).toBeNull();
    expect(archiveScope({ attribute: "size" })).toBeNull();
    expect(archiveScope({})).toBeNull();
  });

  it("scopes the shopper's query, keeping its sort, filters and page", () => {
    expect(scopedQuery(query, { kind: "tag", tag: "eco" })).toEqual({ ...query, tag: "eco" });
    expect(scopedQuery(query, { kind: "term", attribute: "colour", term: "sage" })).toEqual({ ...query, term: { attribute: "colour", term: "sage" } });
  });
});
