import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { settings } from "../../db/schema/index.ts";

const KEY = "signing_secret";

/**
 * The secret flash-message cookies are signed with: SESSION_SECRET when it is set, else one generated at
 * the first start and kept in the settings table, so restarts (and every process on the same database)
 * keep accepting the cookies already out there. The first process to start writes it; the others read it.
 */
export async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
  if (typeof row?.value !== "string" || row.value.length < 32) throw new Error("The stored signing secret is unreadable.");
  return row.value;
}
