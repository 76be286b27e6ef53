import { Wordmark } from "../wordmark.tsx";
import type { FooterItemProps } from "./footer-item-props.ts";

export function FooterLogoItem({ item }: FooterItemProps<"logo">) {
  return (
    <div className="site-footer__brand">
      <Wordmark />
      {item.text && <p className="muted">{item.text}</p>}
    </div>
  );
}
