import { useCallback, useState, type PointerEvent } from "react";
import { zoomApplies, zoomOffset } from "../../domain/product/gallery.ts";

export type HoverZoom = {
  /** Where the large image sits while zoomed, or null when the zoom is not showing. */
  offset: { left: number; top: number } | null;
  handlers: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
  /** A tap on touch screens, which have no hover: shows the zoom under the finger, or hides it. */
  toggle: (element: HTMLElement, point: { clientX: number; clientY: number }) => void;
};

type Size = { width: number; height: number };

function pointerIn(element: HTMLElement, event: { clientX: number; clientY: number }) {
  const box = element.getBoundingClientRect();
  return { pointer: { x: event.clientX - box.left, y: event.clientY - box.top }, container: { width: box.width, height: box.height } };
}

/**
 * The main image's zoom (§2 "Product gallery"): a mouse shows the large image on hover; touch, which has
 * no hover, toggles it with a tap. Either way only when the large image is wider than the container.
 */
export function useHoverZoom(large: Size | null, enabled: boolean): HoverZoom {
  const [offset, setOffset] = useState<{ left: number; top: number } | null>(null);

  const place = useCallback(
    (element: HTMLElement, event: { clientX: number; clientY: number }): boolean => {
      if (!enabled || !large) return false;
      const { pointer, container } = pointerIn(element, event);
      if (!zoomApplies(large.width, container.width)) return false;
      setOffset(zoomOffset(pointer, container, large));
      return true;
    },
    [enabled, large],
  );

  return {
    offset,
    handlers: {
      onPointerEnter: (event) => {
        if (event.pointerType === "mouse") place(event.currentTarget, event);
      },
      onPointerMove: (event) => {
        if (event.pointerType === "mouse" || offset) place(event.currentTarget, event);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === "mouse") setOffset(null);
      },
    },
    toggle: (element, point) => {
      if (offset) setOffset(null);
      else place(element, point);
    },
  };
}
