import { describe, expect, it } from "vitest";
import { attachmentFileName, attachmentsSize } from "./attachments.ts";

describe("mail attachments", () => {
  it.each([
    ["INV-2026-00042", "INV-2026-00042.xml"],
    ["INV/2026 00042", "INV-2026-00042.xml"],
    ["../../etc/passwd", "etc-passwd.xml"],
    ["", "attachment.xml"],
  ])("names the file for %j as %s", (stem, name) => {
    expect(attachmentFileName(stem, "xml")).toBe(name);
  });

  it("measures text in UTF-8 bytes and base64 by the bytes it decodes to", () => {
    expect(attachmentsSize([{ filename: "a.xml", contentType: "application/xml", content: "€", encoding: "utf8" }])).toBe(3);
    expect(attachmentsSize([{ filename: "a.pdf", contentType: "application/pdf", content: "AAAA", encoding: "base64" }])).toBe(3);
  });
});
