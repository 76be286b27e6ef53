export type { Tx } from "../kit/types.ts";

/**
 * PostgreSQL takes at most 65,535 bind parameters per statement; 400 rows of the widest seed table
 * stay well below it while keeping the number of round trips small.
 */
export const ROWS_PER_INSERT = 400;

export function chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Maps `insert … returning` rows by a natural key, so ids never depend on the order rows come back in. */
export function idsBy<R extends { id: number }>(rows: R[], key: (row: R) => string): Map<string, number> {
  return new Map(rows.map((row) => [key(row), row.id]));
}

export function requireId(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown ${what} "${key}".`);
  return id;
}
