/**
 * Shoppers as the browser is one: a session cookie and its nonce from `POST /api/nonce`, then JSON calls
 * with both. Used to open the load's sessions and to fill the carts the checkout figure places orders from.
 */
export type Shopper = { cookie: string; nonce: string };

export const NONCE_HEADER = "x-vitrine-nonce";

export async function openShopper(origin: string): Promise<Shopper> {
  const response = await fetch(`${origin}/api/nonce`, { method: "POST" });
  if (!response.ok) throw new Error(`POST /api/nonce answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("vitrine_session="));
  if (!cookie) throw new Error("POST /api/nonce set no vitrine_session cookie");
  const { nonce } = (await response.json()) as { nonce: string };
  return { cookie: cookie.split(";")[0]!, nonce };
}

export function shopperHeaders(shopper: Shopper): Record<string, string> {
  return { cookie: shopper.cookie, [NONCE_HEADER]: shopper.nonce, "content-type": "application/json" };
}

export async function addToCart(origin: string, shopper: Shopper, productId: number, quantity = 1): Promise<void> {
  const response = await fetch(`${origin}/api/cart/items`, { method: "POST", headers: shopperHeaders(shopper), body: JSON.stringify({ productId, quantity }) });
  if (!response.ok) throw new Error(`POST /api/cart/items answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of start. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
