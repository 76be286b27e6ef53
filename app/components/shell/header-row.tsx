import { ROW_SLOTS, type HeaderRow as HeaderRowItems, type HeaderRowName } from "../../../domain/shell/header-layout.ts";
import type { HeaderShell } from "./header-items/header-item-props.ts";
import { HeaderItemView } from "./header-items/registry.tsx";

/**
 * One header row (S-2-21…S-2-23) with its left, centre and right slots. The class names and
 * `data-header-row` are what the sticky header and its tests find rows by: keep them.
 */
export function HeaderRow({ name, row, shell }: { name: HeaderRowName; row: HeaderRowItems; shell: HeaderShell }) {
  return (
    <div className={`header-row header-row--${name}`} data-header-row={name}>
      <div className="container header-row__inner">
        {ROW_SLOTS.map((slot) => (
          <div key={slot} className={`header-row__slot header-row__slot--${slot}`}>
            {row[slot].map((item, index) => (
              <HeaderItemView key={`${item.type}-${index}`} item={item} shell={shell} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
