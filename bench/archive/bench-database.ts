import path from "node:path";
import { openDatabase } from "../../server/db/connect.ts";
import { createScratchDatabase, dropScratchDatabase, redact, scratchDatabaseName } from "./scratch-database.ts";
import { seedBenchCatalogue, type SeedSummary } from "./seed-catalogue.ts";

/** A seeded catalogue and what the server needs in its environment to use it. */
export type BenchDatabase = {
  description: string;
  /** Merged into the server's environment (DATABASE_URL for PostgreSQL; nothing for PGlite under DATA_DIR). */
  serverEnv: Record<string, string>;
  seed: SeedSummary;
  dispose(): Promise<void>;
};

/** A scratch database on the PostgreSQL server, created, migrated and seeded. */
export async function preparePostgres(serverUrl: string, size: number): Promise<BenchDatabase> {
  const name = scratchDatabaseName(size);
  const url = await createScratchDatabase(serverUrl, name);
  const dispose = () => dropScratchDatabase(serverUrl, name);
  try {
    const database = await openDatabase({ url, poolSize: 2 });
    try {
      const seed = await seedBenchCatalogue(database, size);
      return { description: `PostgreSQL ${redact(url)}`, serverEnv: { DATABASE_URL: url }, seed, dispose };
    } finally {
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * PGlite files where main.ts looks for them (`<DATA_DIR>/pglite`). PGlite is one connection per
 * process, so the bench seeds and closes it before the server opens it.
 */
export async function preparePglite(dataDir: string, size: number): Promise<BenchDatabase> {
  const folder = path.join(dataDir, "pglite");
  const database = await openDatabase({ dataDir: folder });
  try {
    const seed = await seedBenchCatalogue(database, size);
    return { description: `PGlite ${folder}`, serverEnv: {}, seed, dispose: async () => {} };
  } finally {
    await database.close();
  }
}
