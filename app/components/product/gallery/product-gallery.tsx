import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from "react";
import type { ImageRef } from "../../../../domain/catalog/types.ts";
import { GALLERY_ZOOM_FADE_MS, SLIDER_DEFAULTS } from "../../../../domain/product/constants.ts";
import {
  gallerySlides,
  opensInLightbox,
  parseLightboxHash,
  stepSlide,
  thumbnailHeight,
  thumbnailStripLength,
  usesSlider,
} from "../../../../domain/product/gallery.ts";
import type { GallerySettings } from "../../../../domain/product/page-settings.ts";
import { srcsetAttribute } from "../../../../domain/catalog/image.ts";
import { useHoverZoom } from "../../../hooks/use-hover-zoom.ts";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { useSlider } from "../../../hooks/use-slider.ts";
import { ProductImage } from "../../catalog/product-image.tsx";
import type { Lightbox } from "./lightbox.ts";

const MAIN_IMAGE_SIZES = "(min-width: 1280px) 620px, (min-width: 920px) 50vw, 100vw";
const loadLightbox = () => import("./lightbox.ts");

type ProductGalleryProps = {
  images: ImageRef[];
  /** The chosen variation's image: it comes into view, and the thumbnail selection follows it. */
  variationImage: ImageRef | null;
  productName: string;
  settings: GallerySettings;
  badge?: React.ReactNode;
};

/**
 * The product gallery: the main picture with hover zoom, a fade (or slide) slider with a thumbnail strip
 * when there is more than one picture, and the lightbox behind the magnifier. Without JavaScript every
 * picture and thumbnail is a plain link to the large image.
 */
export function ProductGallery({ images, variationImage, productName, settings, badge }: ProductGalleryProps) {
  const hydrated = useHydrated();
  const { slides, index: variationIndex } = gallerySlides(images, variationImage);
  const slider = useSlider({ count: slides.length, slideshow: settings.slideshow });
  const active = slides[slider.index] ?? null;
  const zoom = useHoverZoom(active, settings.zoom && hydrated);
  const lightbox = useRef<Lightbox | null>(null);
  const withSlider = usesSlider(slides.length);
  const { goTo } = slider;

  // Only the first picture is in the page as it loads (it is the likely LCP); the others join once they
  // are shown or next to the one shown, so they never compete with it for the network.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([slider.index]));
  const current = slider.index;
  useEffect(() => setVisited((seen) => (seen.has(current) ? seen : new Set([...seen, current]))), [current]);
  const rendersPicture = (i: number) =>
    visited.has(i) || (hydrated && (i === stepSlide(current, 1, slides.length, true) || i === stepSlide(current, -1, slides.length, true)));

  // A newly chosen variation brings its picture into view; the first render keeps the start slide.
  const variationKey = variationImage?.id ?? null;
  const shownVariation = useRef(variationKey);
  useEffect(() => {
    if (shownVariation.current === variationKey) return;
    shownVariation.current = variationKey;
    if (variationKey !== null) goTo(variationIndex);
  }, [variationKey, variationIndex, goTo]);

  const openLightbox = useCallback(
    async (at: number, openedFromAddress: boolean) => {
      if (lightbox.current || !settings.lightbox) return;
      slider.hold();
      const { openLightbox: open } = await loadLightbox();
      lightbox.current = open({
        items: slides.map((image) => ({ src: image.src, srcset: srcsetAttribute(image), width: image.width, height: image.height, alt: image.alt })),
        index: at,
        title: productName,
        openedFromAddress,
        onChange: goTo,
        onClose: () => (lightbox.current = null),
      });
    },
    // The slide list is rebuilt each render; its identity follows the images and the variation image.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [images, variationKey, productName, settings.lightbox, goTo],
  );

  // A link carrying the lightbox hash opens it on that picture, on arrival and on history moves.
  useEffect(() => {
    const fromAddress = () => {
      const at = parseLightboxHash(window.location.hash, slides.length);
      if (at !== null) void openLightbox(at, true);
    };
    fromAddress();
    window.addEventListener("popstate", fromAddress);
    return () => window.removeEventListener("popstate", fromAddress);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openLightbox]);

  function onLinkClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || !settings.lightbox || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const pointerType = (event.nativeEvent as PointerEvent).pointerType;
    // On touch the main picture's tap belongs to the zoom; the magnifier still opens the lightbox.
    if (pointerType === "touch" && link.classList.contains("gallery__image-link") && settings.zoom) {
      event.preventDefault();
      zoom.toggle(link, event);
      return;
    }
    if (!opensInLightbox({ href: link.getAttribute("href"), download: link.hasAttribute("download"), marked: link.dataset.lightbox !== undefined })) return;
    event.preventDefault();
    void openLightbox(slider.index, false);
  }

  const vertical = settings.thumbnailOrientation === "vertical";
  const stripLength = thumbnailStripLength(slides.length, vertical && slides[0] ? thumbnailHeight(slides[0]) : undefined);
  const stripStyle = { "--strip-length": `${stripLength}px` } as CSSProperties;
  const slidesStyle = { "--slide-duration": `${SLIDER_DEFAULTS.animationSpeed}ms`, "--zoom-fade": `${GALLERY_ZOOM_FADE_MS}ms` } as CSSProperties;
  return (
    <section
      className={`gallery gallery--thumbs-${settings.thumbnailOrientation}${withSlider ? " gallery--slider" : ""}`}
      aria-label={`${productName} pictures`}
      aria-roledescription={withSlider ? "carousel" : undefined}
      onKeyDown={withSlider ? slider.onKeyDown : undefined}
      data-hydrated={hydrated || undefined}
    >
      <div className="gallery__viewport">
        <div
          className={`gallery__slides gallery__slides--${settings.animation}`}
          style={slidesStyle}
          onPointerDown={withSlider ? slider.onPointerDown : undefined}
          onPointerUp={withSlider ? slider.onPointerUp : undefined}
          onClick={onLinkClick}
        >
          {slides.length === 0 && <ProductImage image={null} sizes={MAIN_IMAGE_SIZES} loading="eager" className="product__image" />}
          {slides.map((image, i) => {
            const isActive = i === slider.index;
            return (
              <div
                key={i}
                className={`gallery__slide${isActive ? " is-active" : ""}`}
                style={{ "--offset": i - slider.index } as CSSProperties}
                aria-hidden={!isActive || undefined}
                inert={!isActive || undefined}
                role={withSlider ? "group" : undefined}
                aria-roledescription={withSlider ? "slide" : undefined}
                aria-label={withSlider ? `${i + 1} of ${slides.length}` : undefined}
              >
                <a href={image.src} className="gallery__image-link" data-index={i} {...(isActive ? zoom.handlers : {})}>
                  {rendersPicture(i) ? (
                    <ProductImage
                      image={image}
                      sizes={MAIN_IMAGE_SIZES}
                      loading={i === 0 ? "eager" : "lazy"}
                      highPriority={i === 0}
                      className="product__image"
                    />
                  ) : (
                    <span className="image-placeholder product__image" />
                  )}
                </a>
                {isActive && zoom.offset && (
                  <img
                    className="gallery__zoom"
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt=""
                    aria-hidden="true"
                    style={{ left: zoom.offset.left, top: zoom.offset.top }}
                  />
                )}
              </div>
            );
          })}
        </div>
        {badge}
        {settings.lightbox && active && (
          <a
            href={active.src}
            className="gallery__trigger"
            data-lightbox=""
            data-replay-click=""
            onClick={onLinkClick}
            onPointerEnter={() => void loadLightbox()}
            aria-label="View full-screen image gallery"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        )}
        {withSlider && hydrated && (
          <div className="gallery__controls">
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => slider.step(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{SLIDER_DEFAULTS.texts.previous}</span>
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => slider.step(1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{SLIDER_DEFAULTS.texts.next}</span>
            </button>
            {settings.slideshow && (
              <button type="button" className="gallery__play" onClick={slider.playing ? slider.pause : slider.play}>
                {slider.playing ? SLIDER_DEFAULTS.texts.pause : SLIDER_DEFAULTS.texts.play}
              </button>
            )}
          </div>
        )}
      </div>
      {withSlider && (
        <ol className="gallery__thumbs" style={stripStyle} aria-label="Choose a picture">
          {slides.map((image, i) => (
            <li key={i} className="gallery__thumb-item">
              <a
                href={image.src}
                className="gallery__thumb"
                aria-current={i === slider.index ? "true" : undefined}
                aria-label={`Picture ${i + 1} of ${slides.length}`}
                onClick={(event) => {
                  event.preventDefault();
                  slider.goTo(i);
                }}
              >
                <img
                  src={image.srcset[0]?.url ?? image.src}
                  srcSet={srcsetAttribute(image)}
                  sizes="80px"
                  width={80}
                  height={thumbnailHeight(image)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
