/**
 * Coming-soon mode at the edge: while it is on, a visitor (anyone not an editor or administrator) is
 * answered the coming-soon page instead of any storefront page, and a refusal instead of any API call
 * that could show the catalogue (`/api/products`, the cart, search…). Which requests that is, is the pure
 * rule in domain/store-notice/coming-soon.ts; this hook is the one place it is applied.
 *
 * Why a request hook and not the root loader: the root loader sees only React Router's pages, while the
 * JSON API, which serves the same catalogue, never passes through it; and a hook that answers before the
 * page handler runs also answers before the shared page cache is consulted, so a page cached for visitors
 * before the mode was switched on is never served while it is on. The coming-soon answer itself is never
 * cached (`no-store`), so nothing of it outlives the mode: switching it off (a settings save, which also
 * empties the page cache) shows visitors the shop on their next request.
 *
 * Why 503 with Retry-After: the shop is not open yet, and that is what "Service Unavailable" says to a
 * crawler. A search engine neither indexes the placeholder as the shop's content (a 200 would be indexed,
 * and a 404 would drop the URLs it already knows) nor gives up on the site; it comes back later.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../../domain/account/reset-mail.ts";
import { paletteCss } from "../../domain/palette/palette-css.ts";
import { COMING_SOON_RETRY_AFTER_SECONDS, type ComingSoonSettings, showsComingSoonPage } from "../../domain/store-notice/coming-soon.ts";
import type { Services } from "../services/index.ts";
import { NO_STORE } from "./session.ts";

export function installComingSoon(app: FastifyInstance, services: Services) {
  app.addHook("onRequest", async (request, reply) => {
    // Edge tests hand in services without settings (or with a stub of them): nothing switches the mode there.
    if (typeof services.settings?.comingSoon !== "function") return;
    const settings = await services.settings.comingSoon();
    if (!settings.enabled) return;
    const customer = await request.ctx.customer();
    if (!showsComingSoonPage(settings, customer?.roles ?? [], request.ctx.url.pathname)) return;
    return answerComingSoon(request, reply, services, settings);
  });
}

async function answerComingSoon(request: FastifyRequest, reply: FastifyReply, services: Services, settings: ComingSoonSettings) {
  reply.status(503).header("retry-after", String(COMING_SOON_RETRY_AFTER_SECONDS)).header("cache-control", NO_STORE);
  if (request.ctx.api) {
    return reply.send({ error: { code: "coming_soon", message: `${settings.heading}: the shop is not open yet.` } });
  }
  const [store, palette] = await Promise.all([services.settings.store(), services.settings.palette()]);
  const html = comingSoonHtml({ shopName: store.name, heading: settings.heading, message: settings.message, paletteCss: paletteCss(palette) });
  // A page that runs no script at all.
  reply.header(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  );
  return reply.type("text/html; charset=utf-8").send(request.method === "HEAD" ? "" : html);
}

/** The coming-soon page: the shop's name, the heading and message, a way in for staff; no navigation, no cart. */
export function comingSoonHtml(page: { shopName: string; heading: string; message: string; paletteCss: string }): string {
  const paragraphs = page.message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en" data-palette="default">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.heading)} — ${escapeHtml(page.shopName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${page.paletteCss}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--color-bg,#fff);color:var(--color-text,#1d1d1f);line-height:1.5}
main{max-width:36rem;text-align:center}
.shop-name{margin:0 0 2rem;font-size:1rem;letter-spacing:.08em;text-transform:uppercase;color:var(--color-text-soft,#3d3d42)}
h1{margin:0 0 1rem;font-size:clamp(2rem,8vw,3rem);line-height:1.1;color:var(--color-accent,#0b5f55)}
p{margin:0 0 1rem;font-size:1.125rem;overflow-wrap:anywhere}
footer{margin-top:3rem;font-size:.875rem}
a{color:var(--color-accent,#0b5f55)}
</style>
</head>
<body>
<main>
<p class="shop-name">${escapeHtml(page.shopName)}</p>
<h1>${escapeHtml(page.heading)}</h1>
${paragraphs}
<footer><a href="/account/login">Staff login</a></footer>
</main>
</body>
</html>
`;
}
