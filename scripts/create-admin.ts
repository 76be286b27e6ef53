/**
 * Makes an administrator account in the environment's database (DATABASE_URL, or PGlite under DATA_DIR),
 * after applying migrations: the first one of a shop started without the demo, or another one for whoever
 * holds the server. Asks for what it is not given; the password is never echoed.
 *
 *   npm run create-admin
 *   npm run create-admin -- --name "Ada Owner" --email ada@shop.example   (asks for the password)
 *   ADMIN_PASSWORD=… npm run create-admin -- --name … --email …            (for scripts)
 */
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { text } from "node:stream/consumers";
import { firstAdminProblems } from "../domain/account/first-admin.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { insertFirstAdministrator } from "../server/services/accounts/index.ts";
import { isServiceError } from "../server/services/errors.ts";

const { values } = parseArgs({ options: { name: { type: "string" }, email: { type: "string" } } });

// Piped in (a script): the answers are the lines of the input, in order. On a terminal: asked one by one.
const piped = process.stdin.isTTY !== true;
let pipedLines: string[] | undefined;
let muted = false;
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});

/** Asks on the terminal; `hidden` keeps the answer off the screen (a password). */
async function ask(question: string, hidden = false): Promise<string> {
  if (piped) {
    // Read only when something is asked: given everything, the script never waits on its input.
    pipedLines ??= (await text(process.stdin)).split(/\r?\n/);
    return pipedLines.shift() ?? "";
  }
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = hidden;
  try {
    return await answer;
  } finally {
    muted = false;
    if (hidden) process.stdout.write("\n");
  }
}

const name = values.name ?? (await ask("Name: "));
const email = values.email ?? (await ask("E-mail address: "));
const password = process.env.ADMIN_PASSWORD ?? (await ask("Password (at least 8 characters): ", true));
const problems = firstAdminProblems({ name, email, password });
if (Object.keys(problems).length > 0) {
  for (const [field, message] of Object.entries(problems)) console.error(`${field}: ${message}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") });
try {
  await database.migrate();
  const made = await insertFirstAdministrator(database.db, { name, email, password }, new Date(), { anotherAllowed: true });
  console.log(`Administrator ${made.email} created. Sign in at /account/login.`);
} catch (error) {
  if (!isServiceError(error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
