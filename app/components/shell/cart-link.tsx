import { Link } from "react-router";
import { BagIcon } from "../ui/icons.tsx";

/** The header's cart action with the number of items in the cart. */
export function CartLink({ count }: { count: number }) {
  const items = `${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link to="/cart" className="header-action header-action--cart" aria-label={`Cart, ${items}`}>
      <BagIcon />
      <span className="header-action__label">Cart</span>
      <span className="cart-count" data-empty={count === 0 || undefined}>
        {count}
      </span>
    </Link>
  );
}
