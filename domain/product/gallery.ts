/**
 * The product gallery's rules (product-page-and-widgets.md §2 "Product gallery", §4 "Image slider", §9;
 * storefront-shell.md "Gallery"): which slides show for the chosen variation, when the zoom applies,
 * how the slider steps, the thumbnail strip's size, and the lightbox's zoom, hash and share links.
 */
import type { ImageRef } from "../catalog/types.ts";
import {
  GALLERY_THUMBNAIL_ITEM_WIDTH,
  GALLERY_THUMBNAIL_MARGIN,
  GALLERY_THUMBNAIL_MAX_ITEMS,
  LIGHTBOX_DOUBLE_TAP_ZOOM,
  LIGHTBOX_DOUBLE_TAP_ZOOM_SMALL_FIT,
  LIGHTBOX_VERTICAL_DRAG_CLOSE_RATIO,
} from "./constants.ts";

export type GallerySlides = { slides: ImageRef[]; index: number };

/**
 * The slides with the chosen variation's image in view. When that image is one of the gallery's, the
 * gallery keeps its order and moves to it (the thumbnail selection follows); otherwise it takes the first
 * slide's place, as the origin swaps the main image.
 */
export function gallerySlides(images: readonly ImageRef[], variationImage: ImageRef | null): GallerySlides {
  if (!variationImage) return { slides: [...images], index: 0 };
  const at = images.findIndex((image) => image.id === variationImage.id);
  if (at >= 0) return { slides: [...images], index: at };
  return { slides: [variationImage, ...images.slice(1)], index: 0 };
}

/** A slider (controls, thumbnails, swipe) only when there is more than one image. */
export function usesSlider(count: number): boolean {
  return count > 1;
}

/** The slide `step` places away from `current`; without looping it stops at either end. */
export function stepSlide(current: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const target = current + step;
  if (loop) return ((target % count) + count) % count;
  return Math.min(count - 1, Math.max(0, target));
}

/** The hover zoom applies only when the large image is wider than the gallery container. */
export function zoomApplies(largeImageWidth: number, containerWidth: number): boolean {
  return containerWidth > 0 && largeImageWidth > containerWidth;
}

/**
 * Where the large image sits under a pointer at (x, y) in a container of the given size: the point under
 * the pointer keeps the same relative place in both images, so the corners are reachable.
 */
export function zoomOffset(
  pointer: { x: number; y: number },
  container: { width: number; height: number },
  large: { width: number; height: number },
): { left: number; top: number } {
  const ratioX = container.width > 0 ? Math.min(1, Math.max(0, pointer.x / container.width)) : 0;
  const ratioY = container.height > 0 ? Math.min(1, Math.max(0, pointer.y / container.height)) : 0;
  return {
    left: -Math.max(0, large.width - container.width) * ratioX,
    top: -Math.max(0, large.height - container.height) * ratioY,
  };
}

/**
 * The strip's length along its axis for `count` thumbnails: at most four show, the rest scroll. Items are
 * 80 wide; a vertical strip measures them by their height instead.
 */
export function thumbnailStripLength(count: number, itemLength: number = GALLERY_THUMBNAIL_ITEM_WIDTH): number {
  const visible = Math.min(count, GALLERY_THUMBNAIL_MAX_ITEMS);
  if (visible <= 0) return 0;
  return visible * itemLength + (visible - 1) * GALLERY_THUMBNAIL_MARGIN;
}

/** A thumbnail's height: 80 wide, in the picture's own proportions. */
export function thumbnailHeight(image: { width: number; height: number }): number {
  return image.width > 0 ? Math.round((GALLERY_THUMBNAIL_ITEM_WIDTH * image.height) / image.width) : GALLERY_THUMBNAIL_ITEM_WIDTH;
}

/** Below this initial zoom an image is shown well under its size ("small fit"). */
const SMALL_FIT_BELOW = 0.7;

/**
 * Double-tap zoom, as a scale of the image's own pixels: 1.33, or 1 (its own size) when the fitted image
 * shows well under its size, where 1 is already a large step.
 */
export function doubleTapZoomLevel(initialZoom: number): number {
  return initialZoom < SMALL_FIT_BELOW ? LIGHTBOX_DOUBLE_TAP_ZOOM_SMALL_FIT : LIGHTBOX_DOUBLE_TAP_ZOOM;
}

/** A vertical drag closes the lightbox beyond 75% of the viewport height; shorter ones spring back. */
export function verticalDragCloses(dragDistancePx: number, viewportHeightPx: number): boolean {
  return viewportHeightPx > 0 && Math.abs(dragDistancePx) > viewportHeightPx * LIGHTBOX_VERTICAL_DRAG_CLOSE_RATIO;
}

/** The gallery id the lightbox hash names; a page has one product gallery. */
export const LIGHTBOX_GALLERY_ID = 1;

/** The address hash that mirrors an open lightbox: `&gid=1&pid=2`, the picture numbered from 1. */
export function lightboxHash(index: number, galleryId: number = LIGHTBOX_GALLERY_ID): string {
  return `#&gid=${galleryId}&pid=${index + 1}`;
}

/** The slide index a hash opens, or null when it names no picture of this gallery of `count`. */
export function parseLightboxHash(hash: string, count: number, galleryId: number = LIGHTBOX_GALLERY_ID): number | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (params.get("gid") !== String(galleryId)) return null;
  const pid = params.get("pid");
  if (pid === null || !/^\d+$/.test(pid)) return null;
  const index = Number(pid) - 1;
  return index >= 0 && index < count ? index : null;
}

const LIGHTBOX_IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|svg|webp)(?:[?#].*)?$/i;

/** Image links and marked elements open in the lightbox, unless the link asks to download. */
export function opensInLightbox(link: { href: string | null; download: boolean; marked: boolean }): boolean {
  if (link.download) return false;
  if (link.marked) return true;
  return link.href !== null && LIGHTBOX_IMAGE_EXTENSIONS.test(link.href);
}

export type ShareLink = { id: string; label: string; url: string; download: boolean };

/** The share menu: the social networks (opened in a popup window) and a direct link to the image. */
export function shareLinks(pageUrl: string, imageUrl: string, title: string): ShareLink[] {
  const page = encodeURIComponent(pageUrl);
  const image = encodeURIComponent(imageUrl);
  const text = encodeURIComponent(title);
  return [
    { id: "facebook", label: "Share on Facebook", url: `https://www.facebook.com/sharer/sharer.php?u=${page}`, download: false },
    { id: "twitter", label: "Share on X", url: `https://x.com/intent/post?text=${text}&url=${page}`, download: false },
    { id: "pinterest", label: "Pin it", url: `https://www.pinterest.com/pin/create/button/?url=${page}&media=${image}&description=${text}`, download: false },
    { id: "download", label: "Download image", url: imageUrl, download: true },
  ];
}
