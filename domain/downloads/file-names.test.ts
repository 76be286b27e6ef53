import { describe, expect, it } from "vitest";
import { attachmentHeader, downloadTypeOf, sizeLabel } from "./file-names.ts";

describe("downloadTypeOf", () => {
  it.each([
    ["sourdough-guide.pdf", "application/pdf"],
    ["Album (2026).ZIP", "application/zip"],
    ["notes.txt", "text/plain; charset=utf-8"],
  ])("accepts %s as %s", (name, type) => expect(downloadTypeOf(name)).toBe(type));
  it.each(["../etc/passwd.pdf", "a/b.pdf", "run.exe", "noextension", ".hidden.pdf", "x..pdf", `${"a".repeat(130)}.pdf`, "page.html"])("refuses %s", (name) =>
    expect(downloadTypeOf(name)).toBeNull(),
  );
});

describe("attachmentHeader", () => {
  it("names the file for saving, safely quoted", () => {
    expect(attachmentHeader("guide.pdf")).toBe(`attachment; filename="guide.pdf"; filename*=UTF-8''guide.pdf`);
    expect(attachmentHeader('a"b.pdf')).toBe(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });
});

describe("sizeLabel", () => {
  it("reads bytes, kilobytes and megabytes", () => {
    expect(sizeLabel(512)).toBe("512 B");
    expect(sizeLabel(2048)).toBe("2.0 KB");
    expect(sizeLabel(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
