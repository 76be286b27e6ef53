import { Form } from "react-router";
import type { FormEvent } from "react";
import { apiSend } from "../../lib/api-client.ts";
import { CART_INTENT, type RemovedItemView } from "../../lib/cart-view.ts";

/**
 * Lines that can no longer be bought, each with its notice, and a button clearing them: with JavaScript
 * the spec's call 8 (`POST /api/cart/clear-removed`), after which the page reloads on 200; without, a form post.
 */
export function RemovedItems({ removed }: { removed: RemovedItemView[] }) {
  if (removed.length === 0) return null;
  const clear = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apiSend("POST", "/api/cart/clear-removed").then((response) => {
      if (response.status === 200) window.location.reload();
    });
  };
  return (
    <div className="notice notice--info cart-removed" role="status" data-testid="cart-removed">
      <ul>
        {removed.map((r) => (
          <li key={r.key}>{r.notice}</li>
        ))}
      </ul>
      <Form method="post" action="/cart" onSubmit={clear} reloadDocument>
        <input type="hidden" name="intent" value={CART_INTENT.clearRemoved} />
        <button type="submit" className="button button--ghost">
          Clear removed items
        </button>
      </Form>
    </div>
  );
}
