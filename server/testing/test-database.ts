import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { type Database, openDatabase } from "../db/connect.ts";

/**
 * Where the migrated template of this test run is (set by `template-database.global.ts`): each file's
 * database is a copy of it, so the migrations run once per run instead of once per file.
 */
export const TEMPLATE_ENV = {
  /** A database on the TEST_DATABASE_URL server, copied with CREATE DATABASE … TEMPLATE. */
  postgres: "VITRINE_TEST_TEMPLATE_DATABASE",
  /** A PGlite dump file, loaded into each file's in-memory PGlite. */
  pglite: "VITRINE_TEST_TEMPLATE_DUMP",
} as const;

/**
 * A fresh, migrated database for one test file: a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set, otherwise an in-memory PGlite. `close()` drops what it made.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createPgliteDatabase(process.env[TEMPLATE_ENV.pglite]);
  const template = process.env[TEMPLATE_ENV.postgres];
  const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 5 });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function createPgliteDatabase(templateDump: string | undefined): Promise<Database> {
  if (templateDump) return openDatabase({ loadDataDir: new Blob([await readFile(templateDump)]) });
  const database = await openDatabase({});
  await database.migrate();
  return database;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
