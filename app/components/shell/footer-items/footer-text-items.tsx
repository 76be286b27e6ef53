import { copyrightText } from "../../../../domain/shell/header-layout.ts";
import { SocialLinks } from "../social-links.tsx";
import type { FooterItemProps } from "./footer-item-props.ts";

/* The footer's text items; all of them are the merchant's words rendered as text, never as markup. */

function FooterTitle({ title }: { title?: string }) {
  return title ? <h2 className="site-footer__heading">{title}</h2> : null;
}

export function FooterTextItem({ item }: FooterItemProps<"text">) {
  return (
    <div className="footer-text">
      <FooterTitle title={item.title} />
      <p>{item.text}</p>
    </div>
  );
}

export function FooterSocialItem({ item }: FooterItemProps<"social">) {
  return (
    <div className="footer-social">
      <FooterTitle title={item.title} />
      <SocialLinks links={item.links} />
    </div>
  );
}

export function FooterCopyrightItem({ item, shell }: FooterItemProps<"copyright">) {
  return <p className="footer-copyright">{copyrightText(item.text, shell.year)}</p>;
}
