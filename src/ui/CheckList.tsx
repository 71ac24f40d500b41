import classes from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** `sm` for lists inside cards; `md` (body text) by default. */
  size?: 'sm' | 'md';
  /** A solid green mark by default; `light` is a tinted one, to set one list apart from its neighbours. */
  variant?: 'filled' | 'light';
  className?: string;
}

/** A list of short points from content (features, benefits), each behind a decorative check mark in a circle. */
export function CheckList({ items, size = 'md', variant = 'filled', className }: CheckListProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul
      role="list"
      className={className ? `${classes.list} ${className}` : classes.list}
      data-size={size}
      data-variant={variant}
    >
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <span className={classes.mark} />
          {item}
        </li>
      ))}
    </ul>
  );
}
