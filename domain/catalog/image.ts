import type { ImageRef } from "./types.ts";

/** Widths the media server renders; `srcset` offers those not wider than the original. 160 serves swatches and thumbnails. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280, 1600, 2000] as const;

export function mediaUrl(key: string, width: number): string {
  return `/media/${encodeURIComponent(key)}/${width}.webp`;
}

export function renditionWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < originalWidth);
  widths.push(originalWidth);
  return widths;
}

/** Builds the image reference the UI renders from a stored image row. */
export function imageRef(row: { id: number; key: string; width: number; height: number; alt: string }): ImageRef {
  const widths = renditionWidths(row.width);
  return {
    id: row.id,
    src: mediaUrl(row.key, row.width),
    width: row.width,
    height: row.height,
    alt: row.alt,
    srcset: widths.map((width) => ({ url: mediaUrl(row.key, width), width })),
  };
}

export function srcsetAttribute(image: ImageRef): string {
  return image.srcset.map((r) => `${r.url} ${r.width}w`).join(", ");
}
