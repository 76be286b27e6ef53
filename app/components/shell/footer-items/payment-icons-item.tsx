import { PaymentBadge } from "../payment-icons.tsx";
import type { FooterItemProps } from "./footer-item-props.ts";

/** The payment methods the shop takes, as a list of named badges. */
export function PaymentIconsItem({ item }: FooterItemProps<"payment-icons">) {
  return (
    <ul role="list" className="payment-icons" aria-label="Payment methods">
      {item.methods.map((method) => (
        <li key={method}>
          <PaymentBadge method={method} />
        </li>
      ))}
    </ul>
  );
}
