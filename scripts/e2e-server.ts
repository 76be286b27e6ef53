/**
 * The end-to-end suite's shop: a fresh database every run, then the server as a production start runs it.
 * By default the embedded database under DATA_DIR; with E2E_DATABASE_URL, a database of that name on a
 * real PostgreSQL server, dropped and made anew (CI proves the form journeys there: see .ci/run).
 */
import { rmSync } from "node:fs";
import pg from "pg";

const dataDir = process.env.DATA_DIR ?? "test-results/e2e-data";
rmSync(dataDir, { recursive: true, force: true });

const databaseUrl = process.env.E2E_DATABASE_URL;
if (databaseUrl) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a plain database (got "${name}")`);
  const server = new URL(databaseUrl);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    // FORCE ends the connections a killed earlier run may have left open.
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = databaseUrl;
}

await import("../server/main.ts");
