import type { ReactNode } from "react";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";

/** Whether a path is the merchant admin's (`/admin` and below): it gets its own document, not the shop's shell. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The merchant admin's document: no shop header, footer, banners or storefront stylesheet, only the
 * palette's colour tokens (the admin reads the same tokens) and whatever the admin's routes link.
 */
export function AdminDocument({ paletteCss, children }: { paletteCss: string; children: ReactNode }) {
  return (
    <html lang="en" className="admin-document" data-palette="default">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <style id="vitrine-palette" dangerouslySetInnerHTML={{ __html: paletteCss }} />
        <Meta />
        <Links />
      </head>
      <body className="admin-body">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
