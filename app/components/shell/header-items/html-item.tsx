import type { HeaderItemProps } from "./header-item-props.ts";

/**
 * The builder's free-text item. Despite its name it is rendered as text, never as markup: React escapes it,
 * so a settings document cannot put a script or a tag on the page. The optional link's address passed the
 * schema's safe-URL rule.
 */
export function HtmlItem({ item }: HeaderItemProps<"html">) {
  return (
    <p className="header-html">
      {item.text}
      {item.link && (
        <>
          {" "}
          <a href={item.link.url}>{item.link.text}</a>
        </>
      )}
    </p>
  );
}
