import { redirect } from "react-router";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "../../domain/account/return-path.ts";
import {
  PALETTE_COOKIE,
  PALETTE_COOKIE_MAX_AGE_SECONDS,
  PALETTE_COOKIE_PATH,
  paletteCookieValue,
  parsePaletteCookie,
  serverPaletteState,
  toggledPalette,
} from "../../domain/palette/palette-state.ts";
import type { Route } from "./+types/palette";

const NO_STORE = { "Cache-Control": "no-store" };

/** The switcher is a form posting here; an address typed or followed leads home. */
export function loader() {
  throw redirect("/", { headers: NO_STORE });
}

/**
 * The colour switcher without JavaScript (S-4-55, S-4-56): flips the state the page was shown in, stores
 * it in the switcher's cookie (90 days, path /; readable by the page's own script, which sets it the same
 * way when it runs) and goes back to the page it came from, which the server now renders in that palette.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await context.ctx.form();
  const settings = await context.services.settings.palette();
  const current = serverPaletteState(parsePaletteCookie(paletteCookieValue(request.headers.get("cookie"))), settings);
  const next = toggledPalette(current);
  context.ctx.cookies.set(PALETTE_COOKIE, String(next === "switched"), {
    path: PALETTE_COOKIE_PATH,
    maxAgeSeconds: PALETTE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: false,
  });
  const asked = form.get("returnTo");
  const back = typeof asked === "string" ? safeReturnPath(asked) : DEFAULT_RETURN_PATH;
  return redirect(back === DEFAULT_RETURN_PATH && asked !== DEFAULT_RETURN_PATH ? "/" : back, { status: 303, headers: NO_STORE });
}

export default function Palette() {
  return null;
}
