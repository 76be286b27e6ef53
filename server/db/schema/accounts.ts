import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../../../domain/mail/attachments.ts";
import { customers } from "./customers.ts";

/**
 * One-time password reset tokens. Only the token's SHA-256 is stored (the e-mailed link carries the token);
 * a token is good once (`usedAt`) and until `expiresAt` (one hour, domain/account/reset-token.ts).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_customer_idx").on(t.customerId, t.createdAt)],
);

/**
 * Failed logins, counted per account e-mail (normalised, whether or not the account exists) and per
 * client address for the login rate limit (domain/account/rate-limit.ts). A successful login clears the
 * account's rows; old rows only matter inside the window.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    address: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_idx").on(t.email, t.createdAt), index("login_attempts_address_idx").on(t.address, t.createdAt)],
);

/**
 * E-mails to send. Services write here inside their own transaction (a reset mail exists exactly when its
 * token does); the mail service claims pending rows, sends them and records attempts and the last error.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** What the mail is for ("password_reset", …): lets the dev mailbox and tests filter. */
    kind: text().notNull(),
    /**
     * The From header ("Vitrine Dublin <orders@vitrine.ie>"), fixed when the mail is queued from the merchant's
     * sender setting; null for a mail queued before there was one, which goes out as the configured sender (MAIL_FROM).
     */
    sender: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /**
     * When the mail may next be picked for sending. Null: as soon as possible. A sender that claims a mail
     * sets it a lease ahead (no other process picks the mail meanwhile); a failure sets it to the retry time.
     */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Files sent with the mail (an e-invoice's XML); empty for most mails. */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
