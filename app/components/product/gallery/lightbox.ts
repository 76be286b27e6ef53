/**
 * The gallery lightbox: PhotoSwipe with the spec's behaviour on top (product-page-and-widgets.md §2
 * "Product gallery", §8, §9). Loaded on demand, the first time a shopper opens a picture, so the library
 * stays out of the page's first load.
 */
import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "../../../styles/lightbox.css";
import {
  LIGHTBOX_HASH_UPDATE_DEBOUNCE_MS,
  LIGHTBOX_IDLE_AFTER_MOUSE_LEAVE_MS,
  LIGHTBOX_IDLE_MS,
  LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
  LIGHTBOX_PRELOAD_EACH_SIDE,
  LIGHTBOX_SHOW_HIDE_MS,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_WIDTH,
  lightboxLoops,
} from "../../../../domain/product/constants.ts";
import { doubleTapZoomLevel, lightboxHash, parseLightboxHash, shareLinks, verticalDragCloses } from "../../../../domain/product/gallery.ts";

export const LIGHTBOX_IMAGE_ERROR = "The image could not be loaded";

export type LightboxItem = { src: string; srcset: string; width: number; height: number; alt: string };

export type LightboxOptions = {
  items: LightboxItem[];
  index: number;
  /** The page's title, for the share links. */
  title: string;
  /** True when the address already names the picture (a shared link): no history entry of our own. */
  openedFromAddress: boolean;
  onChange: (index: number) => void;
  onClose: () => void;
};

export type Lightbox = { close: () => void };

const ICON = (path: string) => `<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="${path}"/></svg>`;
const FULLSCREEN_ICON = ICON("M8 8h6v2h-4v4H8zm16 0v6h-2v-4h-4V8zM8 24v-6h2v4h4v2zm16 0h-6v-2h4v-4h2z");
const SHARE_ICON = ICON("M22 20a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 19 11l-6.7 3.4a3 3 0 1 0 0 3.2L19 21a3 3 0 1 0 3-1z");

function withoutHash(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function openLightbox(options: LightboxOptions): Lightbox {
  const { items } = options;
  const dataSource: SlideData[] = items.map((item) => ({ src: item.src, srcset: item.srcset, width: item.width, height: item.height, alt: item.alt }));
  const pswp = new PhotoSwipe({
    dataSource,
    index: options.index,
    loop: lightboxLoops(items.length),
    preload: [LIGHTBOX_PRELOAD_EACH_SIDE, LIGHTBOX_PRELOAD_EACH_SIDE],
    showAnimationDuration: LIGHTBOX_SHOW_HIDE_MS,
    hideAnimationDuration: LIGHTBOX_SHOW_HIDE_MS,
    showHideAnimationType: "fade",
    // An opaque backdrop: through the library's 80% one the page header showed behind the counter and icons.
    bgOpacity: 1,
    preloaderDelay: LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
    closeOnVerticalDrag: true,
    pinchToClose: true,
    bgClickAction: "close",
    doubleTapAction: "zoom",
    secondaryZoomLevel: (zoomLevel) => doubleTapZoomLevel(zoomLevel.initial),
    indexIndicatorSep: " of ",
    errorMsg: LIGHTBOX_IMAGE_ERROR,
    closeTitle: "Close (Esc)",
    zoomTitle: "Zoom in/out",
    arrowPrevTitle: "Previous (Left arrow key)",
    arrowNextTitle: "Next (Right arrow key)",
    mainClass: "lightbox",
  });

  // The image could not be loaded: say so, and link to it so the shopper can still try it directly.
  pswp.addFilter("contentErrorElement", (element, content) => {
    const message = document.createElement("div");
    message.className = "pswp__error-msg";
    message.append(`${LIGHTBOX_IMAGE_ERROR}. `);
    const link = document.createElement("a");
    link.href = String(content.data.src ?? "");
    link.textContent = "Open the image";
    message.append(link);
    return message;
  });

  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "caption",
      appendTo: "root",
      order: 9,
      onInit: (element) => {
        element.setAttribute("aria-live", "polite");
        const update = () => (element.textContent = String(pswp.currSlide?.data.alt ?? ""));
        pswp.on("change", update);
        update();
      },
    });
    if (document.fullscreenEnabled) {
      pswp.ui?.registerElement({
        name: "fullscreen",
        isButton: true,
        order: 9,
        title: "Toggle fullscreen",
        html: FULLSCREEN_ICON,
        onClick: () => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void pswp.element?.requestFullscreen();
        },
      });
    }
    pswp.ui?.registerElement({
      name: "share",
      isButton: true,
      order: 8,
      title: "Share",
      html: SHARE_ICON,
      onInit: (button) => {
        button.setAttribute("aria-expanded", "false");
        button.setAttribute("aria-controls", "lightbox-share");
      },
      onClick: (_event, button) => toggleShareMenu(button),
    });
  });

  function toggleShareMenu(button: HTMLElement) {
    const open = button.getAttribute("aria-expanded") === "true";
    pswp.element?.querySelector("#lightbox-share")?.remove();
    button.setAttribute("aria-expanded", String(!open));
    if (open) return;
    const menu = document.createElement("ul");
    menu.id = "lightbox-share";
    menu.className = "lightbox-share";
    const image = new URL(String(pswp.currSlide?.data.src ?? ""), window.location.href).href;
    for (const share of shareLinks(`${window.location.origin}${withoutHash()}`, image, options.title)) {
      const link = document.createElement("a");
      link.href = share.url;
      link.textContent = share.label;
      link.className = `lightbox-share__link lightbox-share__link--${share.id}`;
      if (share.download) link.download = "";
      else {
        link.rel = "noopener";
        link.target = "_blank";
        link.addEventListener("click", (event) => {
          event.preventDefault();
          const left = Math.round(window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2);
          const top = Math.round(window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2);
          window.open(share.url, "vitrine-share", `popup=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`);
        });
      }
      const item = document.createElement("li");
      item.append(link);
      menu.append(item);
    }
    pswp.element?.append(menu);
    menu.querySelector("a")?.focus();
  }

  // A vertical drag closes beyond 75% of the height; a shorter one springs back. The library's own rule
  // closes much sooner, so the drag is moved here, dimming the background through the library's own
  // opacity (its stylesheet leaves the background all but transparent without it). The distance is the
  // pointer's, from where it went down.
  let dragStartY: number | null = null;
  let draggingVertically = false;
  pswp.on("pointerDown", (event) => {
    dragStartY = event.originalEvent.clientY;
    draggingVertically = false;
  });
  pswp.on("verticalDrag", (event) => {
    const slide = pswp.currSlide;
    if (!slide) return;
    event.preventDefault();
    draggingVertically = true;
    slide.pan.y = event.panY;
    slide.applyCurrentZoomPan();
    const moved = Math.abs(event.panY - slide.bounds.center.y);
    pswp.applyBgOpacity(Math.max(0.2, 1 - moved / pswp.viewportSize.y));
  });
  pswp.on("pointerUp", (event) => {
    const dragged = draggingVertically;
    const distance = dragged && dragStartY !== null ? event.originalEvent.clientY - dragStartY : 0;
    draggingVertically = false;
    dragStartY = null;
    if (distance !== 0 && verticalDragCloses(distance, pswp.viewportSize.y)) {
      event.preventDefault();
      pswp.close();
    } else if (dragged) {
      // Sprung back: full background again. A tap (a control, the share menu) leaves it as it is.
      pswp.applyBgOpacity(1);
    }
  });

  // A wheel scroll closes, unless the picture is zoomed in and the wheel moves it about.
  pswp.on("wheel", (event) => {
    if (pswp.currSlide?.isPannable()) return;
    event.preventDefault();
    pswp.close();
  });

  // Controls go idle after 4 s without the mouse moving, and 1 s after it leaves the window.
  let idleTimer = 0;
  const setIdle = (after: number) => {
    window.clearTimeout(idleTimer);
    pswp.element?.classList.remove("pswp--idle");
    idleTimer = window.setTimeout(() => pswp.element?.classList.add("pswp--idle"), after);
  };
  const wake = () => setIdle(LIGHTBOX_IDLE_MS);
  const onMouseOut = (event: MouseEvent) => {
    if (!event.relatedTarget) setIdle(LIGHTBOX_IDLE_AFTER_MOUSE_LEAVE_MS);
  };

  // The address mirrors the open picture: opening adds a history entry (so back closes), moving between
  // pictures rewrites it after a pause, and a link with the hash opens the lightbox on that picture.
  let pushedEntry = false;
  let closedByHistory = false;
  let hashTimer = 0;
  const onPopState = () => {
    if (parseLightboxHash(window.location.hash, items.length) !== null) return;
    closedByHistory = true;
    pswp.close();
  };
  if (!options.openedFromAddress) {
    window.history.pushState(window.history.state, "", `${withoutHash()}${lightboxHash(options.index)}`);
    pushedEntry = true;
  }

  pswp.on("change", () => {
    options.onChange(pswp.currIndex);
    pswp.element?.querySelector("#lightbox-share")?.remove();
    window.clearTimeout(hashTimer);
    hashTimer = window.setTimeout(
      () => window.history.replaceState(window.history.state, "", `${withoutHash()}${lightboxHash(pswp.currIndex)}`),
      LIGHTBOX_HASH_UPDATE_DEBOUNCE_MS,
    );
  });
  pswp.on("bindEvents", () => {
    pswp.element?.setAttribute("aria-label", `${options.title}: pictures`);
    pswp.element?.addEventListener("pointermove", wake);
    pswp.element?.addEventListener("keydown", wake);
    document.addEventListener("mouseout", onMouseOut);
    window.addEventListener("popstate", onPopState);
    wake();
  });
  pswp.on("close", () => {
    window.clearTimeout(hashTimer);
    window.clearTimeout(idleTimer);
    document.removeEventListener("mouseout", onMouseOut);
    window.removeEventListener("popstate", onPopState);
    if (document.fullscreenElement) void document.exitFullscreen();
    if (closedByHistory) return;
    if (pushedEntry) window.history.back();
    else window.history.replaceState(window.history.state, "", withoutHash());
  });
  // Gestures and keys count only once the opening fade is over; the attribute says when that is.
  pswp.on("openingAnimationEnd", () => pswp.element?.setAttribute("data-ready", ""));
  pswp.on("destroy", () => options.onClose());

  pswp.init();
  return { close: () => pswp.close() };
}
