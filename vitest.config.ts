import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "app/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
          // Tests that load a database belong with the integration tier.
          exclude: ["bench/**/seed-*.test.ts", "app/**/*.db.test.{ts,tsx}"],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "integration",
          // app/**/*.db.test.ts: route loaders and actions called through the real services.
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/seed-*.test.ts", "app/**/*.db.test.{ts,tsx}"],
          environment: "node",
          // One migrated database per run, copied by every file's test database.
          globalSetup: ["server/testing/template-database.global.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One PostgreSQL engine per file is memory-hungry; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
