import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { STAFF_ROLES, type StaffRole } from "../../../domain/admin/permissions.ts";
import { inviteMail, INVITE_TOKEN_TTL_MS } from "../../../domain/admin/staff-invite.ts";
import { type StaffChange, staffChangeRefusal, staffRoleOf } from "../../../domain/admin/staff-rules.ts";
import type { Queryable, Tx } from "../../db/kit/index.ts";
import { customerRoles, customers } from "../../db/schema/index.ts";
import { issueResetToken, resetLink } from "../accounts/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import type { MailService } from "../mail/index.ts";
import { lockLiveAccount, rolesOf } from "./customer-changes.ts";
import { endLiveSessions } from "./end-sessions.ts";

export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
  deactivatedAt: Date | null;
  /** False until an invited member sets their password. */
  hasPassword: boolean;
};

const STAFF = [...STAFF_ROLES];

/** Every account holding a staff role, active or not, administrators first. */
export async function listStaff(q: Queryable): Promise<StaffMember[]> {
  const rows = await q
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      displayName: customers.displayName,
      createdAt: customers.createdAt,
      deactivatedAt: customers.deactivatedAt,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
      role: customerRoles.role,
    })
    .from(customers)
    .innerJoin(customerRoles, eq(customerRoles.customerId, customers.id))
    .where(inArray(customerRoles.role, STAFF))
    .orderBy(asc(customers.email));
  const byId = new Map<number, StaffMember>();
  for (const row of rows) {
    const known = byId.get(row.id);
    const role = staffRoleOf([row.role, ...(known ? [known.role] : [])])!;
    const name = `${row.firstName} ${row.lastName}`.trim() || row.displayName;
    byId.set(row.id, {
      id: row.id,
      email: row.email,
      name,
      role,
      createdAt: row.createdAt,
      deactivatedAt: row.deactivatedAt,
      hasPassword: Boolean(row.hasPassword),
    });
  }
  return [...byId.values()].sort((a, b) => STAFF.indexOf(a.role) - STAFF.indexOf(b.role) || a.email.localeCompare(b.email));
}

/**
 * Locks every administrator's account row, then counts the active ones: two administrators demoting each
 * other at the same moment queue here, and the second sees the first's change.
 */
async function activeAdministrators(tx: Tx): Promise<number> {
  const admins = tx.select({ id: customerRoles.customerId }).from(customerRoles).where(eq(customerRoles.role, "admin"));
  const rows = await tx
    .select({ id: customers.id, deactivatedAt: customers.deactivatedAt })
    .from(customers)
    .where(inArray(customers.id, admins))
    .orderBy(asc(customers.id))
    .for("update");
  return rows.filter((row) => row.deactivatedAt === null).length;
}

/** A staff member about to change, with the rule of domain/admin/staff-rules.ts asked; 404 for an account that is not staff. */
export async function checkedStaffChange(tx: Tx, actor: NonNullable<Actor>, id: number, change: StaffChange) {
  const actorId = actor.id;
  const count = await activeAdministrators(tx);
  const account = await lockLiveAccount(tx, id, actor);
  const roles = await rolesOf(tx, id);
  const role = staffRoleOf(roles);
  if (!role) throw new ServiceError("not_found", "staff_not_found", `Account ${id} is not a staff member.`);
  const refusal = staffChangeRefusal({ actorId, target: { id, roles, deactivated: account.deactivatedAt !== null }, change, activeAdministrators: count });
  if (refusal) throw new ServiceError("forbidden", refusal.code, refusal.message);
  return { account, roles, role };
}

export async function setStaffRole(tx: Tx, audit: AuditService, actor: NonNullable<Actor>, id: number, role: StaffRole | "none") {
  const { role: before } = await checkedStaffChange(tx, actor, id, { kind: "role", role });
  await tx.delete(customerRoles).where(and(eq(customerRoles.customerId, id), inArray(customerRoles.role, STAFF)));
  if (role !== "none") await tx.insert(customerRoles).values({ customerId: id, role });
  if ((await rolesOf(tx, id)).length === 0) await tx.insert(customerRoles).values({ customerId: id, role: "customer" });
  await audit.record(tx, actor, { action: "staff.role", entity: "customer", entityId: id, changes: fieldChanges({ role: before }, { role }) });
}

/** Deactivates (ending every session at once) or reactivates a staff account; answers the sessions ended. */
export async function setStaffActive(tx: Tx, audit: AuditService, actor: NonNullable<Actor>, id: number, active: boolean, now: Date): Promise<string[]> {
  const { account } = await checkedStaffChange(tx, actor, id, { kind: active ? "reactivate" : "deactivate" });
  if ((account.deactivatedAt === null) === active) return [];
  const deactivatedAt = active ? null : now;
  await tx.update(customers).set({ deactivatedAt }).where(eq(customers.id, id));
  const ended = active ? [] : await endLiveSessions(tx, id, now);
  await audit.record(tx, actor, {
    action: active ? "staff.reactivate" : "staff.deactivate",
    entity: "customer",
    entityId: id,
    changes: {
      ...fieldChanges({ deactivatedAt: account.deactivatedAt?.toISOString() ?? null }, { deactivatedAt: deactivatedAt?.toISOString() ?? null }),
      ...(ended.length ? { sessionsEnded: { before: null, after: ended.length } } : {}),
    },
  });
  return ended;
}

export type InviteInput = { email: string; role: StaffRole; firstName: string; lastName: string };

/**
 * Invites a staff member: a new account without a password, or the staff role added to an existing
 * customer; either way a set-your-password link (a reset token that lasts INVITE_TOKEN_TTL_MS) is mailed.
 * An account that is staff already is refused (409): its role is changed on the list instead.
 */
export async function inviteStaff(tx: Tx, audit: AuditService, mail: MailService, actor: NonNullable<Actor>, input: InviteInput, now: Date, origin: string) {
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(sql`lower(${customers.email})`, input.email), isNull(customers.anonymisedAt)))
    .for("update");
  let id = found?.id;
  const before = id === undefined ? [] : await rolesOf(tx, id);
  if (staffRoleOf(before))
    throw new ServiceError("conflict", "already_staff", "This person is already a staff member: change their role in the list.", {
      fields: { email: "already a staff member" },
    });
  if (id === undefined) {
    const displayName = `${input.firstName} ${input.lastName}`.trim() || input.email.split("@")[0]!;
    const [created] = await tx
      .insert(customers)
      .values({ email: input.email, passwordHash: null, firstName: input.firstName, lastName: input.lastName, displayName, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!created)
      throw new ServiceError("conflict", "email_taken", "This e-mail address belongs to an erased account and cannot be invited.", {
        fields: { email: "not available" },
      });
    id = created.id;
  }
  await tx.insert(customerRoles).values({ customerId: id, role: input.role });
  const [account] = await tx.select({ displayName: customers.displayName, email: customers.email }).from(customers).where(eq(customers.id, id));
  const token = await issueResetToken(tx, id, now, INVITE_TOKEN_TTL_MS);
  const content = inviteMail({ name: account!.displayName, role: input.role, link: resetLink(token, origin), newAccount: found === undefined });
  await mail.enqueue({ to: account!.email, kind: "staff_invite", ...content }, tx);
  await audit.record(tx, actor, {
    action: "staff.invite",
    entity: "customer",
    entityId: id,
    changes: fieldChanges({ roles: before, account: found ? "existing" : null }, { roles: await rolesOf(tx, id), account: found ? "existing" : "created" }),
  });
  return { id, created: found === undefined };
}
