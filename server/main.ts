import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { isCardAvailable } from "../domain/checkout/payment-methods.ts";
import { hasDemoAccounts, prepareShop, writeDemoDownloadFiles } from "./db/seed/index.ts";
import { createPageCache } from "./http/page-cache.ts";
import { startBackgroundJobs } from "./jobs/background.ts";
import { startSaleScheduleJob } from "./jobs/sale-schedule.ts";
import { buildServer } from "./http/server.ts";
import { readyMessage, shopUrl } from "./ready-message.ts";
import { createServices } from "./services/index.ts";
import { downloadsDirOf } from "./services/downloads/index.ts";
import { signingSecret } from "./services/settings/signing-secret.ts";
import { transportFor } from "./services/mail/index.ts";

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") });
await database.migrate();
// DEMO=1 (`npm start`): the demo shop on an empty database. Otherwise a real shop: no accounts; the
// first administrator comes from /setup or `npm run create-admin`.
await prepareShop(database.db, { demo: config.demo });
const demoShop = await hasDemoAccounts(database.db);
// The demo's downloadable file lives in the private folder, not the database: written when missing.
if (demoShop) await writeDemoDownloadFiles(downloadsDirOf(path.join(config.dataDir, "media")));

const buildDir = path.resolve("build");
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const mailTransport = transportFor(config.mail);
const services = createServices(database.db, { mediaDir: path.join(config.dataDir, "media"), mailTransport, mailFrom: config.mail.from });
const app = await buildServer({
  services,
  app: { build, clientDir: path.join(buildDir, "client") },
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  flashSecret: await signingSecret(database.db, config.sessionSecret),
  pageCache: createPageCache({ maxEntries: config.pageCacheEntries, maxBytes: 64 * 1024 * 1024 }),
});

const jobs = startBackgroundJobs(services, app.log);
const saleScheduleJob = startSaleScheduleJob(services, app.log);

async function shutdown() {
  await jobs.stop();
  await saleScheduleJob.stop();
  await app.close();
  mailTransport?.close?.();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(
  readyMessage(shopUrl(config.host, config.port), demoShop, {
    needsAdministrator: await services.accounts.needsFirstAdministrator(),
    testPayments: isCardAvailable((await services.settings.pricing()).payment.card),
  }),
);
