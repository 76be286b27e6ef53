/**
 * Development server: the same Fastify app and services as production, with Vite in front for hot module
 * replacement and React Router's server build loaded from source on every request.
 */
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { hasDemoAccounts, prepareShop, writeDemoDownloadFiles } from "./db/seed/index.ts";
import { buildServer } from "./http/server.ts";
import { startBackgroundJobs } from "./jobs/background.ts";
import { createServices } from "./services/index.ts";
import { downloadsDirOf } from "./services/downloads/index.ts";
import { signingSecret } from "./services/settings/signing-secret.ts";

// Development works on the demo shop unless DEMO=0 asks for an empty one.
const config = loadConfig({ NODE_ENV: "development", DEMO: "1", ...process.env });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") });
await database.migrate();
await prepareShop(database.db, { demo: config.demo });
// The demo's downloadable file lives in the private folder, not the database: written when missing.
if (await hasDemoAccounts(database.db)) await writeDemoDownloadFiles(downloadsDirOf(path.join(config.dataDir, "media")));

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const services = createServices(database.db, { mediaDir: path.join(config.dataDir, "media") });
const app = await buildServer({
  services,
  app: {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: path.resolve("public"),
    mode: "development",
  },
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  flashSecret: await signingSecret(database.db, config.sessionSecret),
  // Vite answers its own URLs (modules, HMR, public files) and hands everything else to Fastify.
  serverFactory: (handler) => http.createServer((request, response) => vite.middlewares(request, response, () => handler(request, response))),
});

const jobs = startBackgroundJobs(services, app.log);

async function shutdown() {
  await jobs.stop();
  await app.close();
  await vite.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

await app.listen({ port: config.port, host: config.host });
