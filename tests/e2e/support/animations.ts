import type { Locator } from "@playwright/test";

/**
 * Waits until the CSS animations and transitions running on an element (with `subtree`, on its descendants
 * too) have played to their end: what a test would otherwise sleep for. Asking the element for its
 * animations brings its style up to date first, so a transition a class change has just started counts.
 */
export async function animationsFinished(target: Locator, { subtree = false } = {}): Promise<void> {
  await target.evaluate(async (element, withSubtree) => {
    for (;;) {
      const playing = element.getAnimations({ subtree: withSubtree }).filter((animation) => animation.playState === "running" || animation.pending);
      if (playing.length === 0) return;
      // A cancelled animation rejects its promise; whatever replaced it is waited for on the next round.
      await Promise.all(playing.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, subtree);
}
