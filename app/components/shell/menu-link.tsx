import { NavLink } from "react-router";

/** Menu URLs are stored content: same-site paths navigate in the app, anything else is a plain link. */
export function isAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

type MenuLinkProps = { url: string; className?: string; children: React.ReactNode };

export function MenuLink({ url, className, children }: MenuLinkProps) {
  if (!isAppPath(url)) {
    return (
      <a href={url} className={className}>
        {children}
      </a>
    );
  }
  // NavLink marks the current page with aria-current="page"; `end` keeps /shop from matching /shop/…
  return (
    <NavLink to={url} className={className} end>
      {children}
    </NavLink>
  );
}
