import type { InputHTMLAttributes } from 'react';
import type { SiteIconName } from '../core/iconSet';
import { Icon } from './Icon';
import classes from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'children'> {
  id: string;
  /** The visible label above the field; leave out when the block writes its own `<label for>`. */
  label?: string;
  /** A decorative icon at the start of the field. */
  icon?: SiteIconName;
  size?: 'md' | 'lg';
  className?: string;
  labelClassName?: string;
  /**
   * The id of an empty message element under the field, for an island to fill with an error and point the field's
   * `aria-describedby` at.
   */
  errorId?: string;
}

/**
 * A labelled text field that looks like Mantine's TextInput, as plain HTML (no Mantine at run time). It holds no
 * state: a DOM island reads and writes the field where the block needs behaviour.
 */
export function TextField({
  id,
  label,
  icon,
  size = 'md',
  className,
  labelClassName,
  errorId,
  ...input
}: TextFieldProps) {
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field} data-size={size}>
      {label ? (
        <label htmlFor={id} className={labelClassName ? `${classes.label} ${labelClassName}` : classes.label}>
          {label}
        </label>
      ) : null}
      <div className={classes.control}>
        {icon ? <Icon name={icon} size={size === 'lg' ? 20 : 18} className={classes.icon} /> : null}
        <input id={id} className={classes.input} data-with-icon={icon ? '' : undefined} {...input} />
      </div>
      {errorId ? <p id={errorId} className={classes.error} data-field-error="" /> : null}
    </div>
  );
}
