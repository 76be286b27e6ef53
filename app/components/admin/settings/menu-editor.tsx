import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { applyMenuRowMove, type MenuRow, type MenuRowMove, moveBlock, normalizeDepths, subtreeEnd } from "../../../../domain/admin/menu-rows.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field, FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";
import { MenuRowFields } from "./menu-row-fields.tsx";

/** How far to the side a row is dragged for one level of nesting. */
const INDENT_DRAG_PX = 40;
const MOVED: Record<MenuRowMove, string> = { up: "moved up", down: "moved down", indent: "indented", outdent: "outdented", remove: "removed" };

type Props = { name: string; rows: MenuRow[]; problem: AdminProblem | null; saved: boolean };

function SortableRow(props: { row: MenuRow; index: number; problem: AdminProblem | null; onMove: (index: number, move: MenuRowMove) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: props.row.key });
  const handle = (
    <button
      type="button"
      className="menu-row__handle"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${props.row.label || "new item"}`}
    >
      ⠿
    </button>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <MenuRowFields {...props} dragHandle={handle} />
    </li>
  );
}

/**
 * The menu editor: a form of rows (label, URL, mega menu) that saves the whole menu. Without JavaScript
 * each move button posts and the page comes back moved; with it, the same moves happen in place (and are
 * announced), and rows can be dragged: up and down to reorder, sideways to nest.
 */
export function MenuEditor({ name, rows: initial, problem, saved }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  const [rows, setRows] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [enhanced, setEnhanced] = useState(false);
  const focusAfter = useRef<{ key: string; move: MenuRowMove } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // Drag and drop only after hydration: the server's page and the first client render must match.
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = formRef.current?.querySelector(`[name$=".key"][value="${globalThis.CSS.escape(target.key)}"]`)?.closest("fieldset");
    (row?.querySelector<HTMLButtonElement>(`[data-move="${target.move}"]`) ?? row?.querySelector<HTMLButtonElement>("button[data-move]"))?.focus();
  }, [rows]);

  const move = (index: number, how: MenuRowMove) => {
    const row = rows[index];
    if (!row) return;
    setRows(applyMenuRowMove(rows, index, how));
    setAnnouncement(`${row.label || "New item"} ${MOVED[how]}.`);
    if (how !== "remove") focusAfter.current = { key: row.key, move: how };
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const from = rows.findIndex((row) => row.key === active.id);
    const to = over ? rows.findIndex((row) => row.key === over.id) : from;
    if (from < 0 || to < 0) return;
    const levels = Math.round(delta.x / INDENT_DRAG_PX);
    const size = subtreeEnd(rows, from) - from;
    if (to > from && to < from + size) return;
    // Dropped on a row below: the block goes after it, as a sortable list places it.
    const moved = from === to ? [...rows] : moveBlock(rows, from, to > from ? to - size + 1 : to);
    const at = moved.findIndex((row) => row.key === active.id);
    if (levels !== 0) moved[at] = { ...moved[at]!, depth: moved[at]!.depth + levels };
    setRows(normalizeDepths(moved));
    setAnnouncement(`${rows[from]!.label || "New item"} moved.`);
  };

  const list = rows.map((row, index) =>
    enhanced ? (
      <SortableRow key={row.key} row={row} index={index} problem={problem} onMove={move} />
    ) : (
      <li key={row.key}>
        <MenuRowFields row={row} index={index} problem={problem} />
      </li>
    ),
  );
  return (
    <Form method="post" ref={formRef} className="menu-editor" aria-label="Menu">
      <FormNotice problem={problem} saved={saved ? "Menu saved. The shop shows it from its next page." : null} />
      <Field label="Menu name" name="name" problem={problem}>
        {(props) => <input type="text" maxLength={80} defaultValue={name} {...props} />}
      </Field>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {enhanced ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
            <ol className="menu-editor__rows">{list}</ol>
          </SortableContext>
        </DndContext>
      ) : (
        <ol className="menu-editor__rows">{list}</ol>
      )}
      <div className="admin-actions">
        <button type="submit" name="intent" value="add" formNoValidate>
          Add an item
        </button>
        <button type="submit" name="intent" value="save" className="admin-button--primary">
          Save menu
        </button>
      </div>
    </Form>
  );
}
