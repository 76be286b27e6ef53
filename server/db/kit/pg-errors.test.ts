import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../connect.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { isForeignKeyViolation, isSerializationFailure, isUniqueViolation, pgErrorCode } from "./pg-errors.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table kit_parent (id int primary key)`);
  await database.db.execute(sql`create table kit_child (parent_id int references kit_parent (id))`);
  await database.db.execute(sql`insert into kit_parent values (1)`);
});
afterAll(() => database?.close());

const failure = (statement: ReturnType<typeof sql>) =>
  database.db.execute(statement).then(
    () => null,
    (error: unknown) => error,
  );

describe("PostgreSQL error codes by name", () => {
  it("recognises a unique violation as the driver reports it (through Drizzle's wrapper)", async () => {
    const error = await failure(sql`insert into kit_parent values (1)`);
    expect(pgErrorCode(error)).toBe("23505");
    expect([isUniqueViolation(error), isForeignKeyViolation(error), isSerializationFailure(error)]).toEqual([true, false, false]);
  });

  it("recognises a foreign-key violation", async () => {
    const error = await failure(sql`insert into kit_child values (2)`);
    expect([isUniqueViolation(error), isForeignKeyViolation(error)]).toEqual([false, true]);
  });

  it("recognises serialization failures and deadlocks, wrapped or not", () => {
    expect(isSerializationFailure({ code: "40001" })).toBe(true);
    expect(isSerializationFailure(new Error("wrapped", { cause: { code: "40P01" } }))).toBe(true);
  });

  it("finds no code in other errors", () => {
    expect([pgErrorCode(new Error("boom")), pgErrorCode(null), pgErrorCode("23505"), pgErrorCode({ code: 23505 })]).toEqual([null, null, null, null]);
  });
});
