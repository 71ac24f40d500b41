import { Icon } from './Icon';
import classes from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** `sm` for lists inside cards; `md` (body text) by default. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A list of short points from content, each behind a decorative tick. */
export function CheckList({ items, size = 'md', className }: CheckListProps) {
  return (
    <ul className={className ? `${classes.list} ${className}` : classes.list} data-size={size}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <span className={classes.mark}>
            <Icon name="check" size={size === 'sm' ? 13 : 14} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
