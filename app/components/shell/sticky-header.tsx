import { useEffect, useRef, type ReactNode } from "react";
import type { StickySettings } from "../../../domain/shell/header-layout.ts";
import { startStickyHeader } from "./sticky-header-controller.ts";

type StickyHeaderFrameProps = { sticky: StickySettings; stickyBreakPoint: number; hasAdminBar: boolean; children: ReactNode };

/**
 * The frame around the site header that makes it sticky when the merchant says so (§4 "Sticky header").
 * The frame holds the header's place in the page while the header itself is fixed at the top; the
 * behaviour is in sticky-header-controller.ts. The server renders the header in the flow, as without
 * JavaScript: sticking starts only once the page runs and the visitor scrolls.
 */
export function StickyHeaderFrame({ sticky, stickyBreakPoint, hasAdminBar, children }: StickyHeaderFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  // The settings as one value, so a new but equal object from a revalidation does not restart the behaviour.
  const settingsKey = JSON.stringify(sticky);
  useEffect(() => {
    const frame = frameRef.current;
    const header = frame?.querySelector<HTMLElement>(".site-header");
    if (!frame || !header || !sticky.header) return;
    return startStickyHeader(frame, header, { sticky, stickyBreakPoint, hasAdminBar });
    // `sticky` is represented by settingsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsKey, stickyBreakPoint, hasAdminBar]);
  return (
    <div ref={frameRef} className="sticky-header-frame">
      {children}
    </div>
  );
}
