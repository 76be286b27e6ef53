import { parseArgs } from "node:util";
import { z } from "zod";
import { DEFAULT_SERVER_URL } from "../archive/scratch-database.ts";

export const USAGE = `Usage: node --import tsx bench/cart/run.ts [options]

  --duration 20          measured seconds of add to cart, and again of cart reads
  --warmup 3             discarded warm-up seconds before each of the two
  --sessions 50          concurrent shoppers, each with its own session cookie and nonce
  --orders 1000          orders placed for the checkout figure (one prepared cart each)
  --rate 0               requests per second all sessions send together in the add and read phases;
                         0 sends the next request as soon as the last is answered (saturation)
  --build                run \`npm run build\` first even when build/ exists
  --keep                 keep the scratch database (its URL is printed)
  --help                 this text

Environment: BENCH_DATABASE_URL, the PostgreSQL server to create the scratch database on
(default ${DEFAULT_SERVER_URL}).`;

const OptionsSchema = z.object({
  duration: z.coerce.number().int().min(1).max(600),
  warmup: z.coerce.number().int().min(0).max(60),
  sessions: z.coerce.number().int().min(1).max(1_000),
  orders: z.coerce.number().int().min(1).max(100_000),
  rate: z.coerce.number().int().min(0).max(100_000),
  build: z.boolean(),
  keep: z.boolean(),
  help: z.boolean(),
  serverUrl: z.url({ protocol: /^postgres(ql)?$/ }),
});

export type CartBenchOptions = z.infer<typeof OptionsSchema>;

/** A mistake on the command line: printed with the usage, without a stack trace. */
export class UsageError extends Error {}

/** Reads the command line and environment; a bad value throws with a message naming the option. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CartBenchOptions {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        duration: { type: "string", default: "20" },
        warmup: { type: "string", default: "3" },
        sessions: { type: "string", default: "50" },
        orders: { type: "string", default: "1000" },
        rate: { type: "string", default: "0" },
        build: { type: "boolean", default: false },
        keep: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const parsed = OptionsSchema.safeParse({ ...values, serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL });
  if (!parsed.success) throw new UsageError(`Invalid options:\n${z.prettifyError(parsed.error)}\n\n${USAGE}`);
  return parsed.data;
}
