import type { CustomerExport } from "../../../domain/admin/gdpr-export.ts";
import type { CustomerListQuery, CustomerRole } from "../../../domain/admin/people-input.ts";
import type { StaffRole } from "../../../domain/admin/permissions.ts";
import type { Db } from "../../db/kit/index.ts";
import { createAccountService } from "../accounts/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import type { MailService } from "../mail/index.ts";
import type { SessionService } from "../sessions/index.ts";
import { lockLiveAccount, requireMayActOn, setCustomerRoles } from "./customer-changes.ts";
import { type CustomerDetail, readAccount, readCustomerDetail } from "./customer-detail.ts";
import { eraseCustomer, type ErasureResult } from "./customer-erase.ts";
import { readCustomerExport } from "./customer-export.ts";
import { type CustomerListPage, listCustomers } from "./customer-list.ts";
import { endLiveSessions } from "./end-sessions.ts";
import { type InviteInput, inviteStaff, listStaff, setStaffActive, setStaffRole, type StaffMember } from "./staff.ts";

export type { CustomerDetail, CustomerListPage, ErasureResult, InviteInput, StaffMember };
export type { CustomerRow } from "./customer-list.ts";

type Staff = NonNullable<Actor>;

/**
 * The merchant admin's people: customers (list, details, customer roles, sessions, password reset, GDPR
 * export and erasure) and staff (list, invite, role, deactivate). Every change is one transaction with its
 * audit entry; sessions ended are forgotten by the session cache once the transaction has committed.
 */
export type PeopleService = ReturnType<typeof createPeopleService>;

export type PeopleServiceOptions = {
  /** The process's one session service: its cache must hear of the sessions ended here. */
  sessions: SessionService;
  mail: MailService;
  audit: AuditService;
  now?: () => Date;
  /** Prefixed to links in e-mails; "" keeps them relative. */
  origin?: string;
};

export function createPeopleService(db: Db, options: PeopleServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { audit } = options;
  // Stateless: this service's own instance behaves as the one on `services`.
  const accounts = createAccountService(db, { sessions: options.sessions, mail: options.mail, now, origin: options.origin ?? "" });
  const notFound = (id: number) => new ServiceError("not_found", "customer_not_found", `There is no customer ${id}.`);

  /** Runs a change that ends sessions, and forgets them after the commit. */
  async function endingSessions<T>(run: () => Promise<{ value: T; ended: string[] }>): Promise<T> {
    const { value, ended } = await run();
    options.sessions.forget(ended);
    return value;
  }

  const customers = {
    list: (query: CustomerListQuery): Promise<CustomerListPage> => listCustomers(db, query),
    get: (id: number): Promise<CustomerDetail | null> => readCustomerDetail(db, id, now()),

    setRoles: (actor: Staff, id: number, roles: readonly CustomerRole[]) => db.transaction((tx) => setCustomerRoles(tx, audit, actor, id, roles)),

    /** Ends one live session (`sessionId`) or every one; answers how many ended. */
    endSessions: (actor: Staff, id: number, sessionId?: string) =>
      endingSessions(() =>
        db.transaction(async (tx) => {
          await lockLiveAccount(tx, id, actor);
          const ended = await endLiveSessions(tx, id, now(), sessionId);
          if (sessionId && ended.length === 0) throw new ServiceError("not_found", "session_not_found", "That session has already ended.");
          await audit.record(tx, actor, {
            action: sessionId ? "customer.session_end" : "customer.sessions_end",
            entity: "customer",
            entityId: id,
            changes: { liveSessions: { before: ended.length, after: 0 } },
          });
          return { value: ended.length, ended };
        }),
      ),

    /** The lost-password mail, sent exactly as the storefront sends it (and under its per-hour cap). */
    async sendPasswordReset(actor: Staff, id: number): Promise<void> {
      const account = await readAccount(db, id);
      if (!account) throw notFound(id);
      await requireMayActOn(db, actor, id);
      if (account.anonymisedAt) throw new ServiceError("conflict", "already_anonymised", "This customer's personal data has been erased.");
      await accounts.requestPasswordReset(account.email);
      await audit.record(db, actor, { action: "customer.password_reset", entity: "customer", entityId: id, changes: {} });
    },

    /** The GDPR export; the reading itself is recorded (who took a copy of someone's data, and when). */
    async exportData(actor: Staff, id: number): Promise<CustomerExport> {
      const document = await readCustomerExport(db, id, now());
      if (!document) throw notFound(id);
      await requireMayActOn(db, actor, id);
      await audit.record(db, actor, { action: "customer.export", entity: "customer", entityId: id, changes: {} });
      return document;
    },

    erase: (actor: Staff, id: number, input: { confirmEmail: string; reason: string }): Promise<ErasureResult> =>
      endingSessions(async () => {
        const result = await db.transaction((tx) => eraseCustomer(tx, audit, actor, { id, typedEmail: input.confirmEmail, reason: input.reason, now: now() }));
        return { value: result, ended: result.sessionsEnded };
      }),
  };

  const staff = {
    list: (): Promise<StaffMember[]> => listStaff(db),
    invite: (actor: Staff, input: InviteInput) => db.transaction((tx) => inviteStaff(tx, audit, options.mail, actor, input, now(), options.origin ?? "")),
    setRole: (actor: Staff, id: number, role: StaffRole | "none") => db.transaction((tx) => setStaffRole(tx, audit, actor, id, role)),
    deactivate: (actor: Staff, id: number) =>
      endingSessions(async () => {
        const ended = await db.transaction((tx) => setStaffActive(tx, audit, actor, id, false, now()));
        return { value: ended.length, ended };
      }),
    reactivate: (actor: Staff, id: number) => db.transaction((tx) => setStaffActive(tx, audit, actor, id, true, now())).then(() => undefined),
  };

  return { customers, staff };
}
