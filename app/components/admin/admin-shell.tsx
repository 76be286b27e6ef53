import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import type { AdminSection } from "../../../domain/admin/permissions.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";

export type StaffSummary = { displayName: string; email: string; roleLabel: string };

/**
 * The admin's frame: the navigation (only the sections this staff member may open), the search, who is
 * signed in with a way out, the breadcrumbs, and the page.
 */
export function AdminShell({ sections, staff, children }: { sections: readonly AdminSection[]; staff: StaffSummary; children: ReactNode }) {
  // Marks the frame once the page runs: what drags, pickers and other scripted controls wait for in tests.
  const hydrated = useHydrated();
  return (
    <div className="admin" data-hydrated={hydrated ? "" : undefined}>
      <a className="admin__skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin__top">
        <Link to="/admin" className="admin__brand">
          Vitrine admin
        </Link>
        <Form method="get" action="/admin/search" role="search" className="admin__search">
          <label htmlFor="admin-search" className="visually-hidden">
            Search orders, products and customers
          </label>
          <input id="admin-search" type="search" name="q" placeholder="Search orders, products, customers" maxLength={200} />
          <button type="submit">Search</button>
        </Form>
        <div className="admin__staff">
          <span>
            <strong>{staff.displayName}</strong> <span className="admin__role">{staff.roleLabel}</span>
          </span>
          <a href="/">View shop</a>
          <Form method="post" action="/account/logout">
            <button type="submit" className="admin__link-button">
              Log out
            </button>
          </Form>
        </div>
      </header>
      <nav aria-label="Admin" className="admin__nav">
        <ul role="list">
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={section.path} end={section.path === "/admin"} prefetch="intent">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin__main" tabIndex={-1}>
        <Breadcrumbs />
        {children}
      </main>
    </div>
  );
}
