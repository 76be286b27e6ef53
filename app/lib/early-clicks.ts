/**
 * Taps before the page runs (docs/decisions/0006: the page paints before its JavaScript). Some controls
 * are links that do something else once the page runs: the gallery's magnifier links to the picture and
 * opens the lightbox, the header's cart links to /cart and opens the mini-cart. A tap in the first moments
 * would follow the link. A tiny inline script, in the head, holds such taps on elements marked with
 * `data-replay-click` (the link is not followed) and the page replays them once it runs.
 *
 * A held control is marked `aria-busy="true"` until its tap is replayed, so the shopper sees the tap was
 * taken (base.css dims it and shows a progress cursor) instead of tapping again.
 *
 * If the page's scripts never come, the links work as links again after `EARLY_CLICK_WINDOW_MS`.
 */

export const REPLAY_CLICK_ATTRIBUTE = "data-replay-click";
export const EARLY_CLICK_WINDOW_MS = 10_000;
/** Where the inline script leaves the held taps for the page to take. */
const GLOBAL = "__vitrineEarlyClicks";

/**
 * The inline script's text: a capturing click listener on the document that holds plain left clicks on
 * marked elements (their default prevented, and kept from the page's own listeners until it runs).
 */
export const earlyClickScript =
  "(function(d,w){var held=[];" +
  "function hold(e){if(performance.now()>" +
  EARLY_CLICK_WINDOW_MS +
  "||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;" +
  `var t=e.target&&e.target.closest&&e.target.closest("[${REPLAY_CLICK_ATTRIBUTE}]");if(!t)return;` +
  'e.preventDefault();e.stopPropagation();t.setAttribute("aria-busy","true");if(held[held.length-1]!==t)held.push(t);}' +
  'd.addEventListener("click",hold,true);' +
  `w.${GLOBAL}=function(){d.removeEventListener("click",hold,true);var taken=held;held=[];return taken;};` +
  "})(document,window);";

type EarlyClickWindow = Window & { [GLOBAL]?: () => Element[] };

/** Once the page runs: stops holding taps and replays those held, in order, on elements still in the page. */
export function replayEarlyClicks(): void {
  const take = (window as EarlyClickWindow)[GLOBAL];
  if (!take) return;
  delete (window as EarlyClickWindow)[GLOBAL];
  for (const element of take()) {
    element.removeAttribute("aria-busy");
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
