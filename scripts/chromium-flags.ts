/**
 * The flags Debian's Chromium needs in a container without a GPU or a sandbox, and those that keep it from
 * calling home during a measurement (docs/architecture.md). Playwright and the Lighthouse bench both use
 * them; Lighthouse adds `--headless`, which Playwright sets itself.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
