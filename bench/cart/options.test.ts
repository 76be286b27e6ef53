import { describe, expect, it } from "vitest";
import { DEFAULT_SERVER_URL } from "../archive/scratch-database.ts";
import { parseOptions, UsageError } from "./options.ts";

describe("cart bench parseOptions", () => {
  it("defaults to 50 sessions for 20 s, a 3 s warm-up and 1,000 orders on the local server", () => {
    const options = parseOptions([], {});
    expect(options).toMatchObject({ duration: 20, warmup: 3, sessions: 50, orders: 1000, rate: 0, build: false, keep: false, help: false });
    expect(options.serverUrl).toBe(DEFAULT_SERVER_URL);
  });

  it("reads numbers and flags", () => {
    expect(parseOptions(["--duration", "5", "--sessions", "8", "--orders", "40", "--warmup", "0", "--rate", "200", "--keep"], {})).toMatchObject({
      rate: 200,
      duration: 5,
      sessions: 8,
      orders: 40,
      warmup: 0,
      keep: true,
    });
  });

  it("takes the PostgreSQL server from BENCH_DATABASE_URL", () => {
    expect(parseOptions([], { BENCH_DATABASE_URL: "postgres://bench@db:5433/x" }).serverUrl).toBe("postgres://bench@db:5433/x");
  });

  it.each([[["--duration", "0"]], [["--sessions", "many"]], [["--orders", "-1"]], [["--rate", "fast"]], [["--sizes", "10"]]])(
    "refuses %j with the usage text",
    (argv) => {
      expect(() => parseOptions(argv, {})).toThrow(UsageError);
      expect(() => parseOptions(argv, {})).toThrow(/Usage:/);
    },
  );

  it("refuses a server URL that is not PostgreSQL", () => {
    expect(() => parseOptions([], { BENCH_DATABASE_URL: "mysql://root@localhost/x" })).toThrow(UsageError);
  });
});
