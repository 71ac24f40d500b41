import { Icon } from './Icon';
import classes from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** A solid check mark, to set one list apart from its neighbours (the popular plan); a tinted one by default. */
  filled?: boolean;
  className?: string;
}

/** Short lines of text (features, benefits), each after a check mark in a small circle. */
export function CheckList({ items, filled = false, className }: CheckListProps) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul
      role="list"
      className={className ? `${classes.list} ${className}` : classes.list}
      data-filled={filled || undefined}
    >
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <span className={classes.mark}>
            <Icon name="check" size={13} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
