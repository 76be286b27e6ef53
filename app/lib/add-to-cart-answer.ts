import { ADD_FAILED, isAddToCartData, type AddToCartData } from "./cart-notice.ts";
import { browserStoredCart } from "./stored-cart-browser.ts";
import { isCartView } from "./stored-cart.ts";

/**
 * The client side of an add to cart, shared by the product page and the listings' `POST /cart/add`: a
 * failed request (a 500, a dropped connection) is the spec's generic failure, not the route's error page,
 * and an added cart is stored before anything renders again, so the header and the drawer show it and no
 * cart refresh follows (its hash is the cookie's).
 */
export async function receiveAddToCartAnswer(serverAction: () => Promise<unknown>): Promise<AddToCartData> {
  let answer: AddToCartData;
  try {
    answer = (await serverAction()) as AddToCartData;
  } catch {
    return { ok: false, error: ADD_FAILED };
  }
  if (isAddToCartData(answer) && answer.ok && isCartView(answer.cart)) browserStoredCart().store(answer.cart);
  return answer;
}
