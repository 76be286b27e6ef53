import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { SLIDER_DEFAULTS, swipeAdvances } from "../../domain/product/constants.ts";
import { stepSlide } from "../../domain/product/gallery.ts";

export type SliderState = {
  index: number;
  /** Whether the slideshow advances by itself right now. */
  playing: boolean;
  goTo: (index: number) => void;
  step: (by: number) => void;
  pause: () => void;
  play: () => void;
  /** Stops the slideshow without a control press: the shopper is looking at something chosen. */
  hold: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
};

type SliderOptions = { count: number; slideshow: boolean; startAt?: number };

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * The product image slider's behaviour (§4 "Image slider", §9 slider defaults): looping steps, arrow keys
 * while focus is in the gallery, touch swipes, and the optional slideshow that pauses while the tab is
 * hidden and stops for good once the shopper uses a control (pauseOnAction).
 */
export function useSlider({ count, slideshow, startAt = SLIDER_DEFAULTS.startAt }: SliderOptions): SliderState {
  const [index, setIndex] = useState(startAt);
  const [playing, setPlaying] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);
  const swipe = useRef<{ x: number; time: number; width: number } | null>(null);
  const loop = SLIDER_DEFAULTS.loop;

  useEffect(() => {
    if (slideshow && count > 1 && !prefersReducedMotion()) setPlaying(true);
  }, [slideshow, count]);

  useEffect(() => {
    const onVisibility = () => setTabVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  const advancing = playing && tabVisible && count > 1;
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setIndex((current) => stepSlide(current, 1, count, loop)), SLIDER_DEFAULTS.slideshowSpeed);
    return () => window.clearInterval(timer);
  }, [advancing, count, loop]);

  const hold = useCallback(() => setPlaying(false), []);
  const act = useCallback(() => {
    if (SLIDER_DEFAULTS.pauseOnAction) setPlaying(false);
  }, []);
  const goTo = useCallback(
    (target: number) => {
      act();
      setIndex(Math.min(Math.max(0, target), Math.max(0, count - 1)));
    },
    [act, count],
  );
  const step = useCallback(
    (by: number) => {
      act();
      setIndex((current) => stepSlide(current, by, count, loop));
    },
    [act, count, loop],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!SLIDER_DEFAULTS.keyboard || count < 2) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        step(event.key === "ArrowRight" ? 1 : -1);
      }
    },
    [count, step],
  );

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (!SLIDER_DEFAULTS.touch || event.pointerType === "mouse") return;
    swipe.current = { x: event.clientX, time: event.timeStamp, width: event.currentTarget.clientWidth };
  }, []);
  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || count < 2) return;
      const distance = event.clientX - start.x;
      if (swipeAdvances(distance, event.timeStamp - start.time, start.width)) step(distance < 0 ? 1 : -1);
    },
    [count, step],
  );

  return {
    index: Math.min(index, Math.max(0, count - 1)),
    playing: playing && count > 1,
    goTo,
    step,
    pause: () => setPlaying(false),
    play: () => setPlaying(true),
    hold,
    onKeyDown,
    onPointerDown,
    onPointerUp,
  };
}
