import { parseArgs } from "node:util";
import { z } from "zod";
import { DEFAULT_SERVER_URL } from "./scratch-database.ts";

export const USAGE = `Usage: node --import tsx bench/archive/run.ts [options]

  --sizes 10000,100000   catalogue sizes to seed and measure, one scratch database each
  --duration 10          measured seconds per target
  --warmup 3             discarded warm-up seconds before each target
  --connections 20       concurrent connections autocannon keeps open
  --encoding br          accept-encoding sent: br (what browsers get), gzip or identity
  --build                run \`npm run build\` first even when build/ exists
  --keep                 keep the scratch databases (their URLs are printed)
  --pglite               run the server on PGlite instead of PostgreSQL, for comparison
  --help                 this text

Environment: BENCH_DATABASE_URL, the PostgreSQL server to create scratch databases on
(default ${DEFAULT_SERVER_URL}).`;

/** "10000,100000" or "10_000,100_000". */
const sizeList = z
  .string()
  .regex(/^\s*\d[\d_]*\s*(,\s*\d[\d_]*\s*)*$/, "a comma-separated list of product counts")
  .transform((raw) => raw.split(",").map((part) => Number(part.trim().replaceAll("_", ""))))
  .pipe(z.array(z.number().int().min(100).max(2_000_000)));

const OptionsSchema = z.object({
  sizes: sizeList,
  duration: z.coerce.number().int().min(1).max(600),
  warmup: z.coerce.number().int().min(0).max(60),
  connections: z.coerce.number().int().min(1).max(1_000),
  encoding: z.enum(["br", "gzip", "identity"]),
  build: z.boolean(),
  keep: z.boolean(),
  pglite: z.boolean(),
  help: z.boolean(),
  serverUrl: z.url({ protocol: /^postgres(ql)?$/ }),
});

export type BenchOptions = z.infer<typeof OptionsSchema>;

/** A mistake on the command line: printed with the usage, without a stack trace. */
export class UsageError extends Error {}

/** Reads the command line and environment; a bad value throws with a message naming the option. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  let values: Record<string, unknown>;
  try {
    values = readArgs(argv);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const parsed = OptionsSchema.safeParse({ ...values, serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL });
  if (!parsed.success) throw new UsageError(`Invalid options:\n${z.prettifyError(parsed.error)}\n\n${USAGE}`);
  return parsed.data;
}

function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      sizes: { type: "string", default: "10000,100000" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      connections: { type: "string", default: "20" },
      encoding: { type: "string", default: "br" },
      build: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
      pglite: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  }).values;
}
