/**
 * Who sees the admin bar, the slim toolbar at the top of the storefront (issue point 3; its offsets are in
 * sticky-header.ts). Staff only: the people who run the shop. What each of them finds in it differs: the
 * dev mailbox is an administrator's tool (ARCHITECTURE "Development tools").
 */
export const ADMIN_BAR_ROLES = ["admin", "editor"] as const;

export function seesAdminBar(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_BAR_ROLES as readonly string[]).includes(role));
}

/** The links in the bar for these roles, beside the shop's name and "Log out". */
export type AdminBarLink = { label: string; href: string };

export function adminBarLinks(roles: readonly string[]): AdminBarLink[] {
  return [{ label: "API reference", href: "/api/docs" }, ...(roles.includes("admin") ? [{ label: "Dev mailbox", href: "/dev/mailbox" }] : [])];
}
