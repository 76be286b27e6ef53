import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { ACCOUNT_SECTIONS, AFFILIATE_SECTION, LogoutForm } from "../account/account-sections.tsx";
import { AccountIcon } from "../ui/icons.tsx";

/**
 * The signed-in customer's account menu (S-2-27): a <details> disclosure, so a click, Enter or Space opens
 * it with or without JavaScript. An affiliate's menu lists their dashboard too, as My Account's navigation does.
 * Once the page runs it also opens while the pointer rests on it (a click
 * then keeps it open), and Escape, a click elsewhere or a navigation close it. Log out is a POST form.
 */
export function AccountMenu({ displayName, affiliate = false }: { displayName: string; affiliate?: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  const byHover = useRef(false);
  const location = useLocation();

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    const outside = (event: PointerEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, []);

  const hoverOpen = () => {
    const menu = details.current;
    if (!menu || menu.open || !window.matchMedia("(hover: hover)").matches) return;
    byHover.current = true;
    menu.open = true;
  };
  const hoverClose = () => {
    if (!byHover.current || !details.current) return;
    byHover.current = false;
    details.current.open = false;
  };

  const sections = affiliate ? [...ACCOUNT_SECTIONS, AFFILIATE_SECTION] : ACCOUNT_SECTIONS;
  return (
    <details ref={details} className="account-menu" onMouseEnter={hoverOpen} onMouseLeave={hoverClose}>
      <summary
        className="header-action"
        aria-label="Account"
        onClick={(event) => {
          // Opened by the pointer resting on it: the click keeps it open instead of closing it.
          if (byHover.current) {
            event.preventDefault();
            byHover.current = false;
          }
        }}
      >
        <AccountIcon />
        <span className="header-action__label">Account</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__name">{displayName}</p>
        <ul className="account-menu__list">
          {sections.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
          <li>
            <LogoutForm />
          </li>
        </ul>
      </div>
    </details>
  );
}
