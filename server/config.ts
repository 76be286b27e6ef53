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
  /** SMTP_URL and MAIL_FROM: without SMTP_URL mails stay in the outbox, readable on /dev/mailbox. */
  mail: MailSettings;
};

/** Reads the environment once at start; a bad value stops the server with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === "production",
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    mail: mailSettingsFrom(e),
  };
}
