import type { Editor } from "@tiptap/react";

/** One toolbar button: what it shows, the shortcut it names, whether it is on here, and what it does. */
export type FormattingAction = {
  id: string;
  label: string;
  /** Shown in the button's title and aria-keyshortcuts; "Mod" is Ctrl, or ⌘ on a Mac. */
  shortcut: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const heading = (level: 2 | 3 | 4): FormattingAction => ({
  id: `h${level}`,
  label: `Heading ${level}`,
  shortcut: `Mod+Alt+${level}`,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

/** The formatting the description allowlist keeps (domain/content/rich-text.ts), in toolbar order. Links have their own control. */
export const FORMATTING_ACTIONS: FormattingAction[] = [
  {
    id: "bold",
    label: "Bold",
    shortcut: "Mod+B",
    isActive: (editor) => editor.isActive("bold"),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    id: "italic",
    label: "Italic",
    shortcut: "Mod+I",
    isActive: (editor) => editor.isActive("italic"),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  heading(2),
  heading(3),
  heading(4),
  {
    id: "bullets",
    label: "Bulleted list",
    shortcut: "Mod+Shift+8",
    isActive: (editor) => editor.isActive("bulletList"),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: "numbers",
    label: "Numbered list",
    shortcut: "Mod+Shift+7",
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: "quote",
    label: "Quote",
    shortcut: "Mod+Shift+B",
    isActive: (editor) => editor.isActive("blockquote"),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/** A shortcut as ARIA writes it for this platform (aria-keyshortcuts wants real key names). */
export function ariaShortcut(shortcut: string, mac: boolean): string {
  return shortcut.replace("Mod", mac ? "Meta" : "Control");
}
