import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ImageRef } from "../catalog/types.ts";
import {
  doubleTapZoomLevel,
  gallerySlides,
  lightboxHash,
  opensInLightbox,
  parseLightboxHash,
  shareLinks,
  stepSlide,
  thumbnailHeight,
  thumbnailStripLength,
  usesSlider,
  verticalDragCloses,
  zoomApplies,
  zoomOffset,
} from "./gallery.ts";

const image = (id: number): ImageRef => ({ id, src: `/media/i${id}/1600.webp`, width: 1600, height: 2000, alt: `Picture ${id}`, srcset: [] });
const gallery = [image(1), image(2), image(3)];

describe("gallery slides for the chosen variation", () => {
  it("P-2-28 S-4-82 moves to the variation's image when the gallery has it, keeping the order", () => {
    expect(gallerySlides(gallery, image(3))).toEqual({ slides: gallery, index: 2 });
  });

  it("puts a variation image the gallery lacks in the first slide's place", () => {
    const own = image(9);
    expect(gallerySlides(gallery, own)).toEqual({ slides: [own, image(2), image(3)], index: 0 });
  });

  it("shows the gallery from its first picture with no variation chosen", () => {
    expect(gallerySlides(gallery, null)).toEqual({ slides: gallery, index: 0 });
  });
});

describe("slider", () => {
  it("P-2-23 is used only with more than one image", () => {
    expect(usesSlider(0)).toBe(false);
    expect(usesSlider(1)).toBe(false);
    expect(usesSlider(2)).toBe(true);
  });

  it("P-9-17 loops from the last slide to the first and back", () => {
    expect(stepSlide(2, 1, 3, true)).toBe(0);
    expect(stepSlide(0, -1, 3, true)).toBe(2);
  });

  it("P-9-13 stops at either end without looping", () => {
    expect(stepSlide(1, 1, 2, false)).toBe(1);
    expect(stepSlide(0, -1, 2, false)).toBe(0);
  });

  it("always lands on a slide that exists", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -100, max: 100 }), fc.boolean(), (count, step, loop) => {
        const at = stepSlide(0, step, count, loop);
        return Number.isInteger(at) && at >= 0 && at < count;
      }),
    );
  });
});

describe("hover zoom", () => {
  it("P-2-10 P-2-12 applies only when the large image is wider than the container", () => {
    expect(zoomApplies(1600, 620)).toBe(true);
    expect(zoomApplies(600, 620)).toBe(false);
    expect(zoomApplies(620, 620)).toBe(false);
    expect(zoomApplies(1600, 0)).toBe(false);
  });

  it("keeps the point under the pointer in the same relative place, corners included", () => {
    const container = { width: 500, height: 600 };
    const large = { width: 1600, height: 2000 };
    expect(zoomOffset({ x: 0, y: 0 }, container, large)).toEqual({ left: -0, top: -0 });
    expect(zoomOffset({ x: 500, y: 600 }, container, large)).toEqual({ left: -1100, top: -1400 });
    expect(zoomOffset({ x: 250, y: 300 }, container, large)).toEqual({ left: -550, top: -700 });
    expect(zoomOffset({ x: 900, y: -50 }, container, large)).toEqual({ left: -1100, top: -0 });
  });
});

describe("thumbnail strip", () => {
  it("S-9-24 S-9-25 S-9-26 P-2-25 P-2-26 P-2-27 holds at most four 80 px items 15 px apart", () => {
    expect(thumbnailStripLength(1)).toBe(80);
    expect(thumbnailStripLength(2)).toBe(175);
    expect(thumbnailStripLength(4)).toBe(365);
    expect(thumbnailStripLength(6)).toBe(365);
    expect(thumbnailStripLength(0)).toBe(0);
    expect(thumbnailStripLength(6, 100)).toBe(445);
    expect(thumbnailHeight({ width: 1600, height: 2000 })).toBe(100);
  });
});

describe("lightbox", () => {
  it("P-9-8 P-9-9 double-tap zooms to 1.33, or to the image's own size when it was fitted small", () => {
    expect(doubleTapZoomLevel(0.9)).toBe(1.33);
    expect(doubleTapZoomLevel(1)).toBe(1.33);
    expect(doubleTapZoomLevel(0.4)).toBe(1);
  });

  it("P-2-30 closes on a vertical drag beyond 75% of the height and springs back below", () => {
    expect(verticalDragCloses(760, 1000)).toBe(true);
    expect(verticalDragCloses(-760, 1000)).toBe(true);
    expect(verticalDragCloses(500, 1000)).toBe(false);
    expect(verticalDragCloses(750, 1000)).toBe(false);
  });

  it("P-2-22 mirrors the open picture in the hash and reads it back", () => {
    expect(lightboxHash(1)).toBe("#&gid=1&pid=2");
    expect(parseLightboxHash("#&gid=1&pid=2", 3)).toBe(1);
    expect(parseLightboxHash("#&gid=1&pid=4", 3)).toBeNull();
    expect(parseLightboxHash("#&gid=2&pid=1", 3)).toBeNull();
    expect(parseLightboxHash("#reviews", 3)).toBeNull();
    expect(parseLightboxHash("#&gid=1&pid=0", 3)).toBeNull();
    expect(parseLightboxHash("#&gid=1&pid=1e1", 30)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), (index) => parseLightboxHash(lightboxHash(index), 100) === index));
  });

  it("P-2-35 P-2-36 P-2-37 opens image links and marked elements, never download links", () => {
    expect(opensInLightbox({ href: "/media/a/1600.webp", download: false, marked: false })).toBe(true);
    for (const ext of ["png", "jpg", "jpeg", "gif", "svg", "WEBP"])
      expect(opensInLightbox({ href: `/x.${ext}?v=2`, download: false, marked: false })).toBe(true);
    expect(opensInLightbox({ href: "/about", download: false, marked: false })).toBe(false);
    expect(opensInLightbox({ href: "/about", download: false, marked: true })).toBe(true);
    expect(opensInLightbox({ href: "/x.jpg", download: true, marked: false })).toBe(false);
    expect(opensInLightbox({ href: null, download: false, marked: false })).toBe(false);
  });

  it("P-2-19 P-2-21 offers social networks and a direct download of the image", () => {
    const links = shareLinks("https://shop.test/product/tee", "https://shop.test/media/tee/1600.webp", "Tee & co");
    expect(links.map((l) => l.id)).toEqual(["facebook", "twitter", "pinterest", "download"]);
    expect(links.at(-1)).toMatchObject({ url: "https://shop.test/media/tee/1600.webp", download: true, label: "Download image" });
    expect(links[0]!.url).toContain(encodeURIComponent("https://shop.test/product/tee"));
    expect(links[2]!.url).toContain("description=Tee%20%26%20co");
  });
});
