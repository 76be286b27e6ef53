import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

/**
 * The alert an editor sees about a menu item's options: a modal alert dialog, never window.alert. It is
 * put straight in <body>: a menu may sit in a closed <details> or a hidden row, where it would not show.
 */
export function MenuOptionsAlert({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = messages.length > 0;
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <dialog ref={dialog} role="alertdialog" aria-labelledby={titleId} className="menu-options-alert" onClose={onClose}>
      <h2 id={titleId} className="menu-options-alert__title">
        Menu options problem
      </h2>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <form method="dialog">
        <button type="submit" className="button" autoFocus>
          OK
        </button>
      </form>
    </dialog>,
    document.body,
  );
}
