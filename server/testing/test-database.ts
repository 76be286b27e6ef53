import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/connect.ts";

/**
 * A fresh, migrated database for one test file: a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set, otherwise an in-memory PGlite. `close()` drops what it made.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
