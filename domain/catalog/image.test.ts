import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageRef, mediaUrl, renditionWidths, srcsetAttribute } from "./image.ts";

describe("mediaUrl", () => {
  it("addresses a WebP rendition by key and width", () => {
    expect(mediaUrl("products/shirt-1", 640)).toBe("/media/products%2Fshirt-1/640.webp");
  });

  it("keeps a hostile key inside its path segment", () => {
    expect(mediaUrl("../../etc/passwd?x=#", 320)).toBe("/media/..%2F..%2Fetc%2Fpasswd%3Fx%3D%23/320.webp");
  });
});

describe("renditionWidths", () => {
  it.each([
    [100, [100]],
    [320, [160, 320]],
    [800, [160, 320, 640, 800]],
    [1280, [160, 320, 640, 960, 1280]],
    [4000, [...IMAGE_WIDTHS, 4000]],
  ])("offers an original %i px wide %j", (original, expected) => {
    expect(renditionWidths(original)).toEqual(expected);
  });

  it("is strictly ascending, ends at the original and never upscales", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (original) => {
        const widths = renditionWidths(original);
        expect(widths.at(-1)).toBe(original);
        widths.slice(1).forEach((w, i) => expect(w).toBeGreaterThan(widths[i]!));
        expect(widths.every((w) => w <= original)).toBe(true);
      }),
    );
  });
});

describe("imageRef", () => {
  const row = { id: 7, key: "shirt", width: 1000, height: 1250, alt: "Blue linen shirt" };

  it("builds the reference the UI renders", () => {
    expect(imageRef(row)).toEqual({
      id: 7,
      src: "/media/shirt/1000.webp",
      width: 1000,
      height: 1250,
      alt: "Blue linen shirt",
      srcset: [
        { url: "/media/shirt/160.webp", width: 160 },
        { url: "/media/shirt/320.webp", width: 320 },
        { url: "/media/shirt/640.webp", width: 640 },
        { url: "/media/shirt/960.webp", width: 960 },
        { url: "/media/shirt/1000.webp", width: 1000 },
      ],
    });
  });

  it("formats the srcset attribute narrowest first", () => {
    expect(srcsetAttribute(imageRef({ ...row, width: 700 }))).toBe(
      "/media/shirt/160.webp 160w, /media/shirt/320.webp 320w, /media/shirt/640.webp 640w, /media/shirt/700.webp 700w",
    );
  });
});
