import { DEFAULT_HEADER_SETTINGS, type HeaderSettings } from "../../domain/shell/header-layout.ts";

/**
 * The header settings the shell renders with when the root loader has nothing to give (it failed, and an
 * error page is shown): today's header. They come from header-layout.ts, which the browser may import
 * (header-settings.ts carries zod).
 */
export const FALLBACK_HEADER_SETTINGS: HeaderSettings = DEFAULT_HEADER_SETTINGS;
