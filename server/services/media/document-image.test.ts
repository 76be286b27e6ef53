import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMediaImageForPdf } from "./document-image.ts";
import { renderDrawing } from "./drawings.ts";

let dir: string;
let webp: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrine-document-image-"));
  webp = path.join(dir, "logo.webp");
  await sharp(await renderDrawing("vitrine-logo", 440, 120)).toFile(webp);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A media store that has one rendition and notes what it was asked for. */
function store() {
  const asked: string[] = [];
  return {
    asked,
    get: async (key: string, width: number) => (asked.push(`${key}@${width}`), key === "vitrine-logo" && width === 440 ? { path: webp } : null),
  };
}

describe("a picture of the shop's own media for a PDF", () => {
  it("reads a media address from the store and gives it as PNG on white", async () => {
    const media = store();
    const image = await readMediaImageForPdf(media, "/media/vitrine-logo/440.webp");
    expect(media.asked).toEqual(["vitrine-logo@440"]);
    expect(image?.format).toBe("png");
    expect(await sharp(image!.data).metadata()).toMatchObject({ format: "png", width: 440, height: 120, hasAlpha: false });
  });

  it("is null for a rendition the store does not have", async () => {
    expect(await readMediaImageForPdf(store(), "/media/vitrine-logo/999.webp")).toBeNull();
  });

  it("asks the store nothing for an address that is not one of its renditions", async () => {
    const media = store();
    for (const address of [
      "https://elsewhere.example/media/vitrine-logo/440.webp",
      "//elsewhere.example/logo.png",
      "/brand/logo.png",
      "/media/../secret/440.webp",
      "/media/vitrine-logo/440.png",
    ]) {
      expect(await readMediaImageForPdf(media, address), address).toBeNull();
    }
    expect(media.asked).toEqual([]);
  });
});

describe("the hand-drawn pictures", () => {
  it("draws the demo's logo at the size asked, and nothing it does not know", async () => {
    expect(await sharp(await renderDrawing("vitrine-logo", 880, 240)).metadata()).toMatchObject({ format: "webp", width: 880, height: 240 });
    await expect(renderDrawing("../../etc/passwd", 10, 10)).rejects.toThrow(/Not a drawing/);
  });
});
