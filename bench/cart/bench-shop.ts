import pg from "pg";

/**
 * The products the load adds: simple, published, priced ones from the demo shop, given stock that 20 s of
 * adds and every order cannot use up, and no quantity cap, so every add and order is accepted.
 */
export async function prepareBenchProducts(databaseUrl: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const picked = await client.query<{ id: number }>(
      `select id from products
        where type = 'simple' and status = 'publish' and price_min > 0 and not sold_individually
        order by id limit $1`,
      [count],
    );
    const ids = picked.rows.map((r) => r.id);
    if (ids.length === 0) throw new Error("the demo shop has no simple published product to add");
    await client.query(
      `update products set manage_stock = true, stock_quantity = 1000000000, stock_status = 'instock', min_quantity = 1, max_quantity = null
        where id = any($1)`,
      [ids],
    );
    return ids;
  } finally {
    await client.end();
  }
}
