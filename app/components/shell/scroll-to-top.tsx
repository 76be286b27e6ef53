import { useEffect, useState, type MouseEvent } from "react";
import { showsScrollToTop } from "../../../domain/shell/scroll-to-top.ts";
import { ArrowUpIcon } from "../ui/icons.tsx";

/**
 * The scroll-to-top button (S-2-37): a link to the top of the page, shown once the page has scrolled past
 * the point `showsScrollToTop` names (S-9-5). The scroll is smooth through the page's CSS
 * (`scroll-behavior`, off for reduced motion); afterwards the focus goes to the skip link, the first thing
 * on the page, so a keyboard user continues from the top.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The sticky header's frame (first in document order) keeps the header's full height while the header
    // itself is stuck and slimmer; without a frame, the header.
    const header = document.querySelector<HTMLElement>(".sticky-header-frame, .site-header");
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(showsScrollToTop(window.scrollY, header?.offsetHeight ?? 0));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
  };

  return (
    <a href="#" className="scroll-to-top" aria-label="Scroll to top" data-visible={visible} onClick={toTop}>
      <ArrowUpIcon />
    </a>
  );
}
