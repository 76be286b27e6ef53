import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/test";

export class PostgresUnreachableError extends Error {}

/** A database of its own per run and size, so the bench never touches anyone's data. */
export function scratchDatabaseName(size: number): string {
  return `vitrine_bench_${size}_${randomBytes(4).toString("hex")}`;
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new PostgresUnreachableError(`PostgreSQL is not reachable at ${redact(serverUrl)}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's version string; fails with PostgresUnreachableError when nothing answers. */
export async function postgresVersion(serverUrl: string): Promise<string> {
  return withAdminClient(serverUrl, async (client) => {
    const result = await client.query<{ server_version: string }>("SHOW server_version");
    return result.rows[0]?.server_version ?? "unknown";
  });
}

export async function createScratchDatabase(serverUrl: string, name: string): Promise<string> {
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  return databaseUrl(serverUrl, name);
}

/** FORCE closes connections a killed server may have left behind. */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
}

/** Hides a password, if the URL carries one, before the URL is printed. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<invalid URL>";
  }
}
