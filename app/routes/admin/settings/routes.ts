import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's settings pages, under /admin (paths relative to it), and the mail outbox beside them. */
export const settingsRoutes: RouteConfigEntry[] = [
  route("settings", "routes/admin/settings/layout.tsx", [
    index("routes/admin/settings/overview.tsx"),
    route("menus", "routes/admin/settings/menus.tsx"),
    route("menus/:location", "routes/admin/settings/menu-edit.tsx"),
    route("product-options", "routes/admin/settings/product-options.ts"),
    route(":group", "routes/admin/settings/group.tsx"),
  ]),
  route("mail", "routes/admin/settings/mail.tsx"),
];
