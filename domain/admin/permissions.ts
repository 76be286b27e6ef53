/**
 * Who may do what in the merchant admin: one table of permissions by role, read by the access rules that
 * guard every admin page, action and API call (server/http/access.ts) and by the navigation, which shows
 * only the sections the signed-in staff member may open.
 *
 * - administrator: everything;
 * - shop manager: the catalogue, orders, customers, coupons and affiliates, never the settings or the staff;
 * - editor: content only (pages and popups, when they come).
 */
export const STAFF_ROLES = ["admin", "shop_manager", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADMIN_PERMISSIONS = {
  dashboard: ["admin", "shop_manager"],
  catalogue: ["admin", "shop_manager"],
  orders: ["admin", "shop_manager"],
  customers: ["admin", "shop_manager"],
  coupons: ["admin", "shop_manager"],
  affiliates: ["admin", "shop_manager"],
  settings: ["admin"],
  staff: ["admin"],
  audit: ["admin"],
  content: ["admin", "editor"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

/** The role names as the admin shows them. */
export const STAFF_ROLE_LABELS = { admin: "Administrator", shop_manager: "Shop manager", editor: "Editor" } as const satisfies Record<StaffRole, string>;

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

export function hasPermission(roles: readonly string[], permission: AdminPermission): boolean {
  const allowed: readonly string[] = ADMIN_PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

/** A section of the admin's navigation: where it is and what opening it takes. */
export type AdminSection = { id: string; label: string; path: string; permission: AdminPermission };

/** The admin's navigation, in order. A new section is one line here and its routes under app/routes/admin/. */
export const ADMIN_SECTIONS = [
  { id: "dashboard", label: "Dashboard", path: "/admin", permission: "dashboard" },
  { id: "orders", label: "Orders", path: "/admin/orders", permission: "orders" },
  { id: "documents", label: "Documents", path: "/admin/documents", permission: "orders" },
  { id: "products", label: "Products", path: "/admin/products", permission: "catalogue" },
  { id: "categories", label: "Categories", path: "/admin/categories", permission: "catalogue" },
  { id: "attributes", label: "Attributes", path: "/admin/attributes", permission: "catalogue" },
  { id: "reviews", label: "Reviews", path: "/admin/reviews", permission: "catalogue" },
  { id: "customers", label: "Customers", path: "/admin/customers", permission: "customers" },
  { id: "coupons", label: "Coupons", path: "/admin/coupons", permission: "coupons" },
  { id: "affiliates", label: "Affiliates", path: "/admin/affiliates", permission: "affiliates" },
  { id: "settings", label: "Settings", path: "/admin/settings", permission: "settings" },
  { id: "staff", label: "Staff", path: "/admin/staff", permission: "staff" },
  { id: "audit", label: "Audit log", path: "/admin/audit", permission: "audit" },
  { id: "mailbox", label: "Mail outbox", path: "/admin/mail", permission: "settings" },
] as const satisfies readonly AdminSection[];

/** The sections these roles may open, for the navigation. */
export function sectionsFor(roles: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => hasPermission(roles, section.permission));
}

/** Where a staff member lands on /admin when the dashboard is not theirs (an editor): their first section. */
export function homeSectionFor(roles: readonly string[]): AdminSection | null {
  return sectionsFor(roles)[0] ?? null;
}
