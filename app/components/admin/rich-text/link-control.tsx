import type { Editor } from "@tiptap/react";
import { type KeyboardEvent, useState } from "react";
import { isSafeRichTextHref } from "../../../../domain/content/rich-text-links.ts";

/**
 * The address of the link at the selection: typed into a small field under the toolbar (Enter applies,
 * Escape closes). Only http(s), mailto and addresses on this site are taken, as the server would keep.
 */
export function LinkControl({ editor, label, onClose }: { editor: Editor; label: string; onClose: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    if (!address) return remove();
    if (!isSafeRichTextHref(address)) return setProblem("Use an address starting with https://, http:// or mailto:, or one on this site.");
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive("link"))
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: address, marks: [{ type: "link", attrs: { href: address } }] })
        .run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: address }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  // Enter must not submit the product form around this field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
    if (event.key === "Escape") close();
  };
  return (
    <div className="rich-text-editor__link">
      <label>
        Link address ({label})
        <input type="text" inputMode="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} onKeyDown={onKeyDown} />
      </label>
      <button type="button" onClick={apply}>
        Apply link
      </button>
      <button type="button" onClick={remove}>
        Remove link
      </button>
      {problem && (
        <p role="alert" className="admin-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
