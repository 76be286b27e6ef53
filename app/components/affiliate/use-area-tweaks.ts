import { type RefObject, useEffect, useState } from "react";
import { areaTweakClasses, areaTweaks } from "../../../domain/affiliates/dashboard-layout.ts";

/**
 * The classes of the dashboard area's width tweaks (below 850 px, below 1150 px), kept up to date by a
 * ResizeObserver on the area itself (not the window: the account navigation takes part of the width).
 * The layout itself follows CSS container queries on the same thresholds; these classes say which apply.
 */
export function useAreaTweaks(area: RefObject<HTMLElement | null>): string[] {
  const [classes, setClasses] = useState<string[]>([]);
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? element.getBoundingClientRect().width;
      const next = areaTweakClasses(areaTweaks(width));
      setClasses((current) => (current.join(" ") === next.join(" ") ? current : next));
    });
    observer.observe(element, { box: "border-box" });
    return () => observer.disconnect();
  }, [area]);
  return classes;
}
