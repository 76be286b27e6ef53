/**
 * The rules that keep the shop administrable while staff change: an administrator may not lock themself
 * out (deactivate or demote their own account), and the last active administrator is never removed, by
 * anyone. Pure: the service reads the facts under a lock and asks here.
 */
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";

/** What can happen to a staff account: a new staff role, staff access removed ("none"), or deactivation. */
export type StaffChange = { kind: "role"; role: StaffRole | "none" } | { kind: "deactivate" } | { kind: "reactivate" };

export type StaffTarget = { id: number; roles: readonly string[]; deactivated: boolean };

export type StaffRefusal = { code: "cannot_change_self" | "last_administrator"; message: string };

export const SELF_CHANGE_MESSAGE = "You cannot deactivate your own account or take away your own administrator role.";
export const LAST_ADMIN_MESSAGE = "The shop must keep at least one active administrator: make someone else an administrator first.";

/** The one staff role an account holds (the highest, when data from elsewhere gave it several), or null. */
export function staffRoleOf(roles: readonly string[]): StaffRole | null {
  return STAFF_ROLES.find((role) => roles.includes(role)) ?? null;
}

/** Whether the change takes administrator rights away from an account that has them now. */
function removesAdministrator(target: StaffTarget, change: StaffChange): boolean {
  if (!target.roles.includes("admin") || target.deactivated) return false;
  return change.kind === "deactivate" || (change.kind === "role" && change.role !== "admin");
}

/**
 * Why a change to a staff account is refused, or null when it may go ahead. `activeAdministrators` counts
 * the active accounts holding the admin role, the target included.
 */
export function staffChangeRefusal(input: { actorId: number; target: StaffTarget; change: StaffChange; activeAdministrators: number }): StaffRefusal | null {
  const { actorId, target, change, activeAdministrators } = input;
  const locksOut = change.kind === "deactivate" || (change.kind === "role" && change.role !== "admin" && target.roles.includes("admin"));
  if (target.id === actorId && locksOut) return { code: "cannot_change_self", message: SELF_CHANGE_MESSAGE };
  if (removesAdministrator(target, change) && activeAdministrators <= 1) return { code: "last_administrator", message: LAST_ADMIN_MESSAGE };
  return null;
}

/** The roles an account ends with after a staff role change: its other roles kept, one staff role at most. */
export function rolesAfterStaffChange(roles: readonly string[], role: StaffRole | "none"): string[] {
  const kept = roles.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  const next = role === "none" ? kept : [...kept, role];
  return [...new Set(next.length === 0 ? ["customer"] : next)].sort();
}

export const STAFF_ACCOUNT_MESSAGE = "Only an administrator may do this to a staff member's account.";

/**
 * Where an account stands when staff act on it: an administrator above every other staff member, staff
 * above customers and affiliates.
 */
export function accountRank(roles: readonly string[]): 0 | 1 | 2 {
  if (roles.includes("admin")) return 2;
  return staffRoleOf(roles) === null ? 0 : 1;
}

/**
 * The one rule for every staff action on another account (its roles, sessions, reset mail, data export,
 * erasure, staff role or deactivation): staff act only on accounts ranked below their own, so a shop
 * manager looks after customers and never reads, mails or signs out an administrator or another staff
 * member. An administrator has no one above them and acts on any account; the staff rules above still keep
 * them from locking themself out or removing the last administrator.
 */
export function mayActOnAccount(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  const actor = accountRank(actorRoles);
  return actor === 2 || actor > accountRank(targetRoles);
}
