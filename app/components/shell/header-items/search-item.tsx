import { SearchForm } from "../search-form.tsx";
import { SearchOverlay } from "../search-overlay.tsx";
import type { HeaderItemProps } from "./header-item-props.ts";

/** The field itself (`inline`), or the icon that opens the overlay of the configured style (S-2-29…S-2-31). */
export function SearchItem({ shell }: HeaderItemProps<"search">) {
  const style = shell.settings.searchStyle;
  if (style === "inline") return <SearchForm className="site-header__search" defaultValue={shell.currentSearch} />;
  return <SearchOverlay style={style} />;
}
