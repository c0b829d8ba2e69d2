"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";

/** What the drag and drop gives a photo of the list (its markup: PhotoListField). */
export type SortableItem = {
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  handle: HTMLAttributes<HTMLButtonElement>;
  dragging: boolean;
};

/**
 * The photo list's drag and drop (pointer and keyboard), loaded by PhotoListField once a listing
 * has two photos or more: @dnd-kit is not in the editor's first load.
 */
export function SortablePhotoList({
  id,
  keys,
  onMove,
  item,
}: {
  /** A stable id: the drag-and-drop helpers' ids are then the same on the server and in the browser. */
  id: string;
  keys: string[];
  onMove: (from: number, to: number) => void;
  item: (index: number, sortable: SortableItem) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3">
          {keys.map((key, index) => (
            <Sortable key={key} id={key} index={index} item={item} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Sortable({
  id,
  index,
  item,
}: {
  id: string;
  index: number;
  item: (index: number, sortable: SortableItem) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return item(index, {
    ref: setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition },
    handle: { ...attributes, ...listeners },
    dragging: isDragging,
  });
}
