import { parseArgs } from "node:util";
import { z } from "zod";

export const USAGE = `Usage: node --import tsx bench/lighthouse/run.ts [options]

  --runs 3               Lighthouse runs; the figures are the median of each
  --path <path>          measure this page only, in detail (repeat for several); default: every page
                         type (home, archive, category, search, two product pages, cart, checkout)
  --url <http(s) URL>    measure this URL instead: no build, no server of our own
  --build                run \`npm run build\` first even when build/ is up to date
  --help                 this text

Environment: CHROME_PATH (default /usr/bin/chromium); DATABASE_URL runs the server on that PostgreSQL
database (seeded with the demo shop only when it has no products) instead of a fresh PGlite directory.`;

const OptionsSchema = z.object({
  runs: z.coerce.number().int().min(1).max(15),
  path: z.array(z.string().regex(/^\/[^\s]*$/, "a path starting with /")),
  url: z.url({ protocol: /^https?$/ }).optional(),
  build: z.boolean(),
  help: z.boolean(),
  chromePath: z.string().min(1),
});

export type LighthouseOptions = z.infer<typeof OptionsSchema>;

/** A mistake on the command line: printed with the usage, without a stack trace. */
export class UsageError extends Error {}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): LighthouseOptions {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        runs: { type: "string", default: "3" },
        path: { type: "string", multiple: true, default: [] },
        url: { type: "string" },
        build: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const parsed = OptionsSchema.safeParse({ ...values, chromePath: env.CHROME_PATH || "/usr/bin/chromium" });
  if (!parsed.success) throw new UsageError(`Invalid options:\n${z.prettifyError(parsed.error)}\n\n${USAGE}`);
  return parsed.data;
}
