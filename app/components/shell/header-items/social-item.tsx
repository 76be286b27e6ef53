import { SocialLinks } from "../social-links.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

export function SocialItem({ item }: HeaderItemProps<"social">) {
  return <SocialLinks links={item.links} className="header-social" />;
}
