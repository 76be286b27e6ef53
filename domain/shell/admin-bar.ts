import { homeSectionFor, isStaff } from "../admin/permissions.ts";

/**
 * Who sees the admin bar, the slim toolbar at the top of the storefront (issue point 3; its offsets are in
 * sticky-header.ts). Staff only: the people who run the shop. What each of them finds in it differs: the
 * admin when a section of it is theirs, and the mail outbox as an administrator's tool (ARCHITECTURE
 * "Development tools").
 */
export function seesAdminBar(roles: readonly string[]): boolean {
  return isStaff(roles);
}

/** The links in the bar for these roles, beside the shop's name and "Log out". */
export type AdminBarLink = { label: string; href: string };

export function adminBarLinks(roles: readonly string[]): AdminBarLink[] {
  const home = homeSectionFor(roles);
  return [
    ...(home ? [{ label: "Admin", href: home.path }] : []),
    { label: "API reference", href: "/api/docs" },
    ...(roles.includes("admin") ? [{ label: "Mail outbox", href: "/admin/mail" }] : []),
  ];
}
