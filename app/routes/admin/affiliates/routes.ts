import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The admin's affiliate programme pages, under /admin: Admin / Affiliates / <code>, payouts and the SEPA file. */
export const affiliatesRoutes: RouteConfigEntry[] = [
  route("affiliates", "routes/admin/affiliates/section.tsx", [
    index("routes/admin/affiliates/list.tsx"),
    route("payouts", "routes/admin/affiliates/payouts.tsx"),
    route("payouts/sepa.xml", "routes/admin/affiliates/sepa.ts"),
    route(":id", "routes/admin/affiliates/detail.tsx"),
  ]),
];
