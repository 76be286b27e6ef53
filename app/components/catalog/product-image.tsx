import { srcsetAttribute } from "../../../domain/catalog/image.ts";
import type { ImageRef } from "../../../domain/catalog/types.ts";

export type ImageLoading = { loading: "eager" | "lazy"; highPriority?: boolean };

type ProductImageProps = ImageLoading & { image: ImageRef | null; sizes: string; className?: string; alt?: string };

/**
 * Responsive product image. The intrinsic width and height reserve its box before it loads, so nothing
 * below it moves; the first image of a page may ask for high fetch priority (it is the likely LCP).
 */
export function ProductImage({ image, sizes, loading, highPriority = false, className = "", alt }: ProductImageProps) {
  if (!image) return <div className={`image-placeholder ${className}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={srcsetAttribute(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={loading}
      decoding={loading === "lazy" ? "async" : undefined}
      fetchPriority={highPriority ? "high" : undefined}
    />
  );
}
