import { memo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { summaryOf } from './formSchema';
import type { JsonObject } from './types';
import classes from './editor.module.css';

export interface OutlineProps {
  blocks: JsonObject[];
  /** A stable key per block for drag and drop (the block's place in the file as loaded, or a made one). */
  keys: string[];
  selected: number | 'page';
  problems: Map<number, number>;
  pageProblems: number;
  onSelect: (index: number | 'page') => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

const typeOf = (block: JsonObject | undefined): string => (typeof block?.['type'] === 'string' ? block['type'] : '?');

function Row({
  id,
  index,
  block,
  count,
  active,
  props,
}: {
  id: string;
  index: number;
  block: JsonObject;
  count: number;
  active: boolean;
  props: OutlineProps;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const summary = summaryOf(block);
  return (
    <li
      ref={setNodeRef}
      className={classes.outlineRow}
      data-active={active || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={classes.handle}
        aria-label={`Move block ${index + 1}, ${typeOf(block)}`}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </button>
      <UnstyledButton
        className={classes.outlineSelect}
        aria-current={active ? 'true' : undefined}
        onClick={() => props.onSelect(index)}
        data-block-index={index}
      >
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color="fern" className={classes.typeBadge}>
            {typeOf(block)}
          </Badge>
          {count > 0 && (
            <Badge color="red" variant="filled" aria-label={`${count} problem${count === 1 ? '' : 's'}`}>
              {count}
            </Badge>
          )}
        </Group>
        <Text size="sm" className={classes.summary}>
          {summary === '' ? '—' : summary}
        </Text>
      </UnstyledButton>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Duplicate block ${index + 1}, ${typeOf(block)}`}
          onClick={() => props.onDuplicate(index)}
        >
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete block ${index + 1}, ${typeOf(block)}`}
          onClick={() => props.onDelete(index)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

/** The page's blocks in order: select, reorder by drag or keyboard (space, arrows, space), duplicate, delete. */
/** Memoised: the editor renders it again only when the blocks, the selection or the problems change. */
export const Outline = memo(function Outline(props: OutlineProps) {
  const { blocks, keys, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const describe = (id: string | number | undefined): string => {
    const index = keys.indexOf(String(id));
    return index < 0 ? 'block' : `block ${index + 1} (${typeOf(blocks[index])})`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(active.id)} is over position ${keys.indexOf(String(over.id)) + 1} of ${keys.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${describe(active.id)} dropped at position ${keys.indexOf(String(over.id)) + 1} of ${keys.length}.`
        : `${describe(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };
  const instructions: ScreenReaderInstructions = {
    draggable:
      'To move a block, press space or enter to pick it up, the arrow keys to move it, space or enter to drop it, or escape to cancel.',
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <nav aria-label="Page outline" className={classes.outline}>
      <UnstyledButton
        className={classes.outlineSelect}
        aria-current={props.selected === 'page' ? 'true' : undefined}
        data-active={props.selected === 'page' || undefined}
        onClick={() => props.onSelect('page')}
      >
        <Group gap="xs">
          <Text fw={600} size="sm">
            Page settings
          </Text>
          {props.pageProblems > 0 && (
            <Badge color="red" variant="filled" aria-label={`${props.pageProblems} problems`}>
              {props.pageProblems}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className={classes.outlineList} aria-label="Blocks">
            {blocks.map((block, index) => (
              <Row
                key={keys[index]}
                id={keys[index]}
                index={index}
                block={block}
                count={props.problems.get(index) ?? 0}
                active={props.selected === index}
                props={props}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </nav>
  );
});
