/**
 * Seeds the demo shop into the database of the environment (DATABASE_URL, or PGlite under DATA_DIR),
 * after applying migrations. A database that already has products is left as it is.
 *
 *   node --import tsx scripts/seed.ts
 */
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { countShop, DEMO_CUSTOMERS, DEMO_PASSWORD, seedDemoShopIfEmpty } from "../server/db/seed/index.ts";

const config = loadConfig();
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(config.dataDir, "pglite")}`;
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") });
try {
  await database.migrate();
  const started = performance.now();
  const seeded = await seedDemoShopIfEmpty(database.db);
  const elapsed = Math.round(performance.now() - started);
  const counts = await countShop(database.db);
  console.log(seeded ? `Seeded the demo shop into ${where} in ${elapsed} ms.` : `${where} already has products; nothing seeded.`);
  console.log(
    Object.entries(counts)
      .map(([table, n]) => `  ${table}: ${n}`)
      .join("\n"),
  );
  if (seeded) {
    console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const c of DEMO_CUSTOMERS) console.log(`  ${c.email.padEnd(24)} ${c.roles.join(", ")}`);
  }
} finally {
  await database.close();
}
