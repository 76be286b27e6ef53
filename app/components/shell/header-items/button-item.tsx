import type { HeaderItemProps } from "./header-item-props.ts";

/** A call to action: a link that looks like a button (the schema accepted only shop paths and http(s) addresses). */
export function ButtonItem({ item }: HeaderItemProps<"button">) {
  const look = item.style === "outline" ? " button--ghost" : "";
  return (
    <a href={item.url} className={`button button--small header-button${look}`}>
      {item.label}
    </a>
  );
}
