import { useEffect, useId, useRef } from "react";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { MegaPanel } from "./mega-panel.tsx";
import { MenuCurrentProvider, MenuLink } from "./menu-link.tsx";
import { MenuOptionsAlert } from "./menu-options-alert.tsx";
import { useMenuOptionsCheck } from "./menu-options-check.ts";
import { menuOptionsAttributes, type NavItem } from "./menu-types.ts";
import { useMegaGeometry } from "./use-mega-geometry.ts";
import { moveAmongTopLevel, useSubmenuDisclosure } from "./use-submenu-disclosure.ts";
import { useSubmenuScroll } from "./use-submenu-scroll.ts";

type PrimaryNavProps = {
  items: NavItem[];
  /** The navigation's accessible name: "Primary", "Secondary", … (one per menu on the page). */
  label?: string;
  /** Whether the viewer edits the shop (menu option alerts); left out, `<body data-editor="true">` says. */
  editor?: boolean;
};

/**
 * A desktop menu. Each item with children is its link plus a button that opens the submenu or mega panel
 * (the WAI-ARIA disclosure navigation pattern). Hovering opens them too, after the spec's delays, in
 * plain CSS (menus.css); before the page runs, keyboard focus opens them (:focus-within), so they work
 * without JavaScript. `data-enhanced` marks the running page, where the buttons take over from focus.
 */
export function PrimaryNav({ items, label = "Primary", editor }: PrimaryNavProps) {
  const nav = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const disclosure = useSubmenuDisclosure(nav);
  const options = useMenuOptionsCheck(nav, editor);
  useMegaGeometry(nav);
  useSubmenuScroll(nav);
  useEffect(() => nav.current?.setAttribute("data-enhanced", ""), []);
  if (items.length === 0) return null;
  return (
    <nav ref={nav} aria-label={label} className="primary-nav" onClickCapture={options.onClick} onKeyDown={moveAmongTopLevel}>
      <MenuCurrentProvider items={items}>
        <ul role="list" className="primary-nav__list">
          {items.map((item) => {
            const panelId = `${idPrefix}-submenu-${item.id}`;
            const open = disclosure.openId === item.id;
            const hasPanel = item.children.length > 0;
            return (
              <li
                key={item.id}
                className={itemClass(item, open)}
                {...menuOptionsAttributes(item)}
                {...(hasPanel
                  ? {
                      onKeyDown: disclosure.onItemKeyDown,
                      onPointerLeave: disclosure.onItemPointerLeave,
                      onBlur: (event) => disclosure.onItemBlur(event, item.id),
                    }
                  : {})}
              >
                <MenuLink item={item} className="primary-nav__link">
                  {item.label}
                </MenuLink>
                {hasPanel && (
                  <>
                    <button
                      type="button"
                      className="primary-nav__toggle"
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={`Show submenu for ${item.label}`}
                      onClick={() => disclosure.toggle(item.id)}
                    >
                      <ChevronDownIcon className="primary-nav__chevron" />
                    </button>
                    {item.mega ? <MegaPanel id={panelId} mega={item.mega} items={item.children} /> : <Submenu id={panelId} items={item.children} />}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </MenuCurrentProvider>
      <MenuOptionsAlert messages={options.messages} onClose={options.dismiss} />
    </nav>
  );
}

function itemClass(item: NavItem, open: boolean): string {
  const classes = ["primary-nav__item"];
  if (item.children.length > 0) classes.push("has-submenu");
  if (item.mega) classes.push(`has-mega has-mega--${item.mega.width}`);
  if (open) classes.push("is-open");
  return classes.join(" ");
}

function Submenu({ id, items }: { id?: string; items: NavItem[] }) {
  return (
    <ul id={id} role="list" className="submenu">
      {items.map((child) => (
        <li key={child.id} {...menuOptionsAttributes(child)}>
          <MenuLink item={child} className="submenu__link">
            {child.label}
          </MenuLink>
          {child.children.length > 0 && <Submenu items={child.children} />}
        </li>
      ))}
    </ul>
  );
}
