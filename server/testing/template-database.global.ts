import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../db/connect.ts";
import { TEMPLATE_ENV, adminQuery, databaseUrl } from "./test-database.ts";

/**
 * Vitest global set-up of the integration tier: one migrated database per run, which every test file's
 * database copies (`createTestDatabase`). Creating a cluster and applying every migration per file was most
 * of the tier's time.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(serverUrl) : pgliteTemplate();
}

async function postgresTemplate(serverUrl: string) {
  const name = `vitrine_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template with a session open cannot be copied.
    await database.close();
  }
  process.env[TEMPLATE_ENV.postgres] = name;
  return async () => {
    delete process.env[TEMPLATE_ENV.postgres];
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
}

async function pgliteTemplate() {
  const database = await openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const folder = await mkdtemp(path.join(tmpdir(), "vitrine-test-template-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pglite] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    await rm(folder, { recursive: true, force: true });
  };
}
