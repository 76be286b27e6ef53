import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "./options.ts";
import { DEFAULT_SERVER_URL } from "./scratch-database.ts";

describe("parseOptions", () => {
  it("defaults to both catalogue sizes, 10 s per target and 20 connections on the local server", () => {
    const options = parseOptions([], {});
    expect(options).toMatchObject({ sizes: [10_000, 100_000], duration: 10, warmup: 3, connections: 20, encoding: "br", keep: false, pglite: false });
    expect(options.serverUrl).toBe(DEFAULT_SERVER_URL);
  });

  it("reads sizes with digit separators, numbers and flags", () => {
    const options = parseOptions(["--sizes", "1_000, 50000", "--duration", "5", "--connections", "8", "--keep", "--pglite"], {});
    expect(options).toMatchObject({ sizes: [1_000, 50_000], duration: 5, connections: 8, keep: true, pglite: true });
  });

  it("takes the PostgreSQL server from BENCH_DATABASE_URL", () => {
    expect(parseOptions([], { BENCH_DATABASE_URL: "postgres://bench@db:5433/x" }).serverUrl).toBe("postgres://bench@db:5433/x");
  });

  it.each([[["--sizes", "ten"]], [["--sizes", "10"]], [["--duration", "0"]], [["--encoding", "zip"]], [["--unknown"]]])(
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
