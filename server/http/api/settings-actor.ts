import type { Actor } from "../../services/audit/index.ts";

/**
 * The signed-in administrator as the audit log's actor, for the older settings and menu endpoints: they
 * save through the settings-admin service, as the admin's pages and /api/admin do, so every change is
 * recorded with who made it.
 */
export function settingsActor(customer: { id: number; email: string }): NonNullable<Actor> {
  return { id: customer.id, email: customer.email };
}
