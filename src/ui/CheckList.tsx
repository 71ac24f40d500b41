import { List, type ListProps } from '@mantine/core';
import classes from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** `sm` for lists inside cards; `md` (body text) by default. */
  size?: 'sm' | 'md';
  /** A solid green mark by default; `light` is a tinted one, to set one list apart from its neighbours. */
  variant?: 'filled' | 'light';
  className?: string;
}

const listClassNames: ListProps['classNames'] = {
  root: classes.list,
  itemWrapper: classes.itemWrapper,
  itemIcon: classes.itemIcon,
};

// The mark is drawn by the stylesheet: one empty element, the same for every item.
const mark = <span className={classes.mark} />;

/**
 * A list of short points from content (features, benefits): Mantine's List, each item behind a decorative check
 * mark in a circle.
 */
export function CheckList({ items, size = 'md', variant = 'filled', className }: CheckListProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <List
      role="list"
      icon={mark}
      size={size === 'sm' ? 'sm' : undefined}
      className={className}
      classNames={listClassNames}
      mod={{ light: variant === 'light' }}
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
