import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/shell/site-footer.tsx";
import { SiteHeader } from "./components/shell/site-header.tsx";
import { RouteErrorView } from "./components/errors/route-error-view.tsx";
import "./load-context.ts";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/catalog.css";
import "./styles/pages.css";
import "./styles/product.css";
import "./styles/cart.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [primaryMenu, footerMenu, cartCount] = await Promise.all([
    context.services.content.getMenu("primary"),
    context.services.content.getMenu("footer"),
    // No cookie, no query: anonymous (and shared, cached) pages always show an empty cart.
    context.services.cart.countForSession(request.headers.get("cookie")),
  ]);
  return {
    primaryMenu,
    footerMenu,
    cartCount,
    year: new Date().getFullYear(),
  };
}

/** The shell around every page, error pages included; without root data (the root loader failed) it still renders. */
export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader primaryMenu={shell?.primaryMenu ?? []} cartCount={shell?.cartCount ?? 0} />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter menu={shell?.footerMenu ?? []} year={shell?.year ?? new Date().getFullYear()} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [{ title: "Vitrine" }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Something went wrong"} — Vitrine` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
