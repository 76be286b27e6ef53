import { EditorContent, Extension, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type RefObject, useEffect, useState } from "react";
import { RICH_TEXT_LINK_REL } from "../../../../domain/content/rich-text-links.ts";
import { LinkControl } from "./link-control.tsx";
import { ariaShortcut, FORMATTING_ACTIONS } from "./formatting-actions.ts";

/**
 * The description editor (TipTap), loaded only in the admin and only once the page runs. The textarea it
 * sits beside stays the form's field: every change is written into it as HTML, so the form posts the same
 * way with or without the editor. The server sanitises what arrives; the editor only offers the allowed
 * formatting (StarterKit without code, strike, underline or rules; headings h2–h4).
 */
export default function RichTextEditor({
  field,
  initial,
  label,
  describedBy,
}: {
  field: RefObject<HTMLTextAreaElement | null>;
  initial: string;
  label: string;
  describedBy?: string | undefined;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    // The field's own value is not readable yet while this first renders (refs attach afterwards): start from
    // the value it was drawn with, and take what was typed into it before the page ran in the effect below.
    content: initial,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: null } },
      }),
      // Ctrl/⌘+K opens the link control, as in most editors.
      Extension.create({ name: "linkShortcut", addKeyboardShortcuts: () => ({ "Mod-k": () => (setLinkOpen(true), true) }) }),
    ],
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "rich-text-editor__content",
      },
    },
    onUpdate: ({ editor: changed }) => {
      const textarea = field.current;
      if (!textarea) return;
      textarea.value = changed.isEmpty ? "" : changed.getHTML();
      // The form's unsaved-changes warning listens for input events.
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });
  useEffect(() => {
    const typed = field.current?.value;
    if (editor && typed !== undefined && typed !== initial) editor.commands.setContent(typed, { emitUpdate: false });
  }, [editor, field, initial]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? Object.fromEntries([...FORMATTING_ACTIONS.map((a) => [a.id, a.isActive(current)]), ["link", current.isActive("link")]]) : {},
  });
  if (!editor) return <p className="product-editor__muted">Loading the editor…</p>;
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <div className="rich-text-editor">
      <div role="toolbar" aria-label={`${label}: formatting`} className="rich-text-editor__toolbar">
        {FORMATTING_ACTIONS.map((action) => (
          <button
            key={action.id}
            type="button"
            aria-pressed={active?.[action.id] ?? false}
            aria-keyshortcuts={ariaShortcut(action.shortcut, mac)}
            title={`${action.label} (${action.shortcut.replace("Mod", mac ? "⌘" : "Ctrl")})`}
            onClick={() => action.run(editor)}
          >
            {action.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={active?.link ?? false}
          aria-expanded={linkOpen}
          aria-keyshortcuts={ariaShortcut("Mod+K", mac)}
          title={`Link (${mac ? "⌘" : "Ctrl"}+K)`}
          onClick={() => setLinkOpen((open) => !open)}
        >
          Link
        </button>
      </div>
      {linkOpen && <LinkControl editor={editor} label={label} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
