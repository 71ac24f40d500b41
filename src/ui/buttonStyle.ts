import classes from './Button.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'subtle' | 'white' | 'default';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The attributes that make a link or a button look like one of the site's buttons, without Mantine's runtime:
 * spread them onto an `<a>` or a `<button>`.
 */
export function buttonStyle(
  variant: ButtonVariant = 'filled',
  size: ButtonSize = 'md',
  className?: string,
): { className: string; 'data-variant'?: ButtonVariant; 'data-size'?: ButtonSize } {
  return {
    className: className ? `${classes.button} ${className}` : classes.button,
    // The button's own rules are the filled variant at the small size: only the others need saying.
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'sm' ? undefined : size,
  };
}
