import { Form, Link } from "react-router";
import type { AdminBarLink } from "../../../domain/shell/admin-bar.ts";

/**
 * The slim toolbar staff see at the very top of the storefront (issue point 3): the shop's name, their
 * tools and a way out. Its height and its offset for the sticky header are in sticky-header.css. Pages
 * with it are always rendered for their session, never taken from the shared page cache.
 */
export function AdminBar({ links }: { links: AdminBarLink[] }) {
  return (
    <div id="admin-bar" role="navigation" aria-label="Toolbar" className="admin-bar">
      <Link to="/" className="admin-bar__home">
        Vitrine
      </Link>
      <ul role="list" className="admin-bar__links">
        {links.map((link) => (
          <li key={link.href}>
            {/* Plain links: the API reference is served outside the storefront's router. */}
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <Form method="post" action="/account/logout" className="admin-bar__logout">
        <button type="submit">Log out</button>
      </Form>
    </div>
  );
}
