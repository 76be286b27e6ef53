/**
 * The end-to-end suite's shop: a fresh database every run, then the server as a production start runs it.
 * By default the embedded database under DATA_DIR; with E2E_DATABASE_URL, a database of that name on a
 * real PostgreSQL server, dropped and made anew (CI proves the form journeys there: see .ci/run).
 */
import { rmSync } from "node:fs";
import { createScratchDatabase, databaseUrl, dropScratchDatabase } from "../bench/archive/scratch-database.ts";

const dataDir = process.env.DATA_DIR ?? "test-results/e2e-data";
rmSync(dataDir, { recursive: true, force: true });

const e2eDatabaseUrl = process.env.E2E_DATABASE_URL;
if (e2eDatabaseUrl) {
  const name = decodeURIComponent(new URL(e2eDatabaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a plain database (got "${name}")`);
  const server = databaseUrl(e2eDatabaseUrl, "postgres");
  await dropScratchDatabase(server, name);
  await createScratchDatabase(server, name);
  process.env.DATABASE_URL = e2eDatabaseUrl;
}

await import("../server/main.ts");
