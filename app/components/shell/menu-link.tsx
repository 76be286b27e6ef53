import { createContext, useContext } from "react";
import { Link, useLocation } from "react-router";
import { currentMenuItemId } from "../../../domain/content/current-menu-item.ts";
import type { NavItem } from "./menu-types.ts";

/** Menu URLs are stored content: same-site paths navigate in the app, anything else is a plain link. */
export function isAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** The id of the one item of the surrounding menu that is the current page (domain/content/current-menu-item.ts). */
const CurrentMenuItem = createContext<number | null>(null);

/** Wraps one menu so its links know which of them is the current page. */
export function MenuCurrentProvider({ items, children }: { items: NavItem[]; children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  return <CurrentMenuItem value={currentMenuItemId(items, { pathname, search })}>{children}</CurrentMenuItem>;
}

type MenuLinkProps = { item: Pick<NavItem, "id" | "url">; className?: string; children: React.ReactNode };

export function MenuLink({ item, className, children }: MenuLinkProps) {
  const current = useContext(CurrentMenuItem) === item.id;
  if (!isAppPath(item.url)) {
    return (
      <a href={item.url} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={item.url} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
