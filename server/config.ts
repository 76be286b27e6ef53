import path from "node:path";
import { z } from "zod";
import { MailEnvSchema, mailSettingsFrom, type MailSettings } from "./services/mail/settings.ts";

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Rendered pages kept in the shared page cache; 0 turns it off. */
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    /** Proxies whose X-Forwarded-* headers are believed: none by default (see trustProxyFrom). */
    TRUST_PROXY: z.string().default(""),
    /** Signs flash-message cookies; unset, a random secret is made once and kept in the database. */
    /** DEMO=1 (what `npm start` sets): an empty database gets the demo shop. Unset: a real shop, no accounts. */
    DEMO: z.enum(["", "0", "1", "false", "true"], { error: "DEMO must be 1 (the demo shop) or 0 / empty (a real shop)." }).default(""),
    SESSION_SECRET: z.string().min(32, { error: "SESSION_SECRET needs at least 32 characters." }).optional().or(z.literal("")),
  })
  .extend(MailEnvSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  production: boolean;
  pageCacheEntries: number;
  /** SMTP_URL and MAIL_FROM: without SMTP_URL mails stay in the outbox, readable in the admin at /admin/mail. */
  mail: MailSettings;
  /** Fastify's trustProxy: false (trust no one), a hop count, or a list of addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** SESSION_SECRET, or undefined when the shop should use (and keep) a generated one. */
  sessionSecret: string | undefined;
  /** DEMO=1: seed the demo shop on an empty database; otherwise start a real shop that asks for its administrator. */
  demo: boolean;
};

const HOPS = /^[1-9][0-9]?$/;
const ADDRESS_OR_CIDR = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/[0-9]{1,3})?$/i;

/**
 * TRUST_PROXY: empty (the default) trusts no proxy, so X-Forwarded-For cannot be used to pick the address
 * failed logins are counted under, nor X-Forwarded-Proto to claim https. A number is how many proxies
 * stand in front of the shop; otherwise a comma-separated list of the proxies' addresses or CIDRs.
 */
export function trustProxyFrom(raw: string): false | number | string[] | null {
  const value = raw.trim();
  if (value === "") return false;
  if (HOPS.test(value)) return Number(value);
  const list = value.split(",").map((part) => part.trim());
  return list.every((part) => ADDRESS_OR_CIDR.test(part)) ? list : null;
}

/** Reads the environment once at start; a bad value stops the server with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const trustProxy = trustProxyFrom(e.TRUST_PROXY);
  if (trustProxy === null) {
    throw new Error("Invalid configuration:\n✖ TRUST_PROXY must be empty, a hop count (1-99), or a comma-separated list of addresses or CIDRs.");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === "production",
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    mail: mailSettingsFrom(e),
    trustProxy,
    sessionSecret: e.SESSION_SECRET || undefined,
    demo: e.DEMO === "1" || e.DEMO === "true",
  };
}
