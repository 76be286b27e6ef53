import {
  closestCenter,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDndMonitor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";

/**
 * The arrow keys move an item among its own siblings only. Every list shares one drag context, so the
 * library's own keyboard moves would step into the nearest item of any list (a subcategory, the next
 * parent's children), where a drop is ignored.
 */
const withinOwnList: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  const list = active?.data.current?.sortable?.containerId;
  const siblings = {
    getEnabled: () => droppableContainers.getEnabled().filter((entry) => entry.data.current?.sortable?.containerId === list),
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
  } as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: siblings } });
};

/** What the dragged item is over: the nearest of its siblings, never an item of another list. */
const nearestSibling: CollisionDetection = (args) => {
  const list = args.active.data.current?.sortable?.containerId;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((entry) => entry.data.current?.sortable?.containerId === list) });
};

/**
 * Where lists can be reordered by dragging (pointer or keyboard: Space, arrows, Space): one drag context,
 * so one live region announces every list's moves. `names` gives the announcements their words.
 */
export function SortableArea({ names, children }: { names: ReadonlyMap<number, string>; children: ReactNode }) {
  // A stable id keeps the server's and the browser's accessibility ids the same (no hydration mismatch).
  const contextId = useId();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: withinOwnList }));
  const nameOf = (id: unknown) => names.get(Number(id)) ?? "item";
  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={nearestSibling}
      accessibility={{
        screenReaderInstructions: { draggable: "Press Space to pick this item up, the arrow keys to move it, Space again to drop it, Escape to cancel." },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over a place.`),
          onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped in place of ${nameOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      {children}
    </DndContext>
  );
}

/**
 * One list of siblings inside a SortableArea: an item dropped on another item of the same list takes its
 * place, and the new order is posted as one `reorder` form (`ids`, comma-separated, with `fields`). Drops
 * onto another list are ignored (moving to another parent is the edit form's job). The Up/Down buttons
 * beside each item do the same without JavaScript; this only enhances them. When the server's order
 * changes, the local order follows it without remounting, so a delete disclosure open on another row stays
 * open while the page revalidates.
 */
export function SortableList<Item extends { id: number; name: string }>({
  items,
  fields,
  label,
  className,
  renderItem,
}: {
  items: Item[];
  fields: Record<string, string>;
  label: string;
  className?: string;
  renderItem: (item: Item, place: { index: number; count: number; handle: ReactNode }) => ReactNode;
}) {
  const serverOrder = items.map((item) => item.id).join();
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const [seenOrder, setSeenOrder] = useState(serverOrder);
  if (seenOrder !== serverOrder) {
    setSeenOrder(serverOrder);
    setOrder(items.map((item) => item.id));
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const fetcher = useFetcher();

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || !order.includes(Number(active.id)) || !order.includes(Number(over.id))) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setOrder(next);
    void fetcher.submit({ ...fields, intent: "reorder", ids: next.join(",") }, { method: "post" });
  }

  useDndMonitor({ onDragEnd });
  return (
    <SortableContext items={order} strategy={verticalListSortingStrategy}>
      <ul className={className} role="list" aria-label={label}>
        {order.map((id, index) => {
          const item = byId.get(id);
          return item ? (
            <SortableItem key={id} id={id} name={item.name}>
              {(handle) => renderItem(item, { index, count: order.length, handle })}
            </SortableItem>
          ) : null;
        })}
      </ul>
    </SortableContext>
  );
}

function SortableItem({ id, name, children }: { id: number; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button type="button" ref={setActivatorNodeRef} className="taxonomy__handle" {...attributes} {...listeners} aria-label={`Drag ${name} to reorder`}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "taxonomy__item taxonomy__item--dragging" : "taxonomy__item"}
    >
      {children(handle)}
    </li>
  );
}
