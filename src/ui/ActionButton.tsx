import { Button, type ButtonProps } from '@mantine/core';
import type { Action } from '../generated/page';
import classes from './ActionButton.module.css';
import { SmartLink } from './SmartLink';

const variants: Record<NonNullable<Action['variant']>, NonNullable<ButtonProps['variant']>> = {
  primary: 'filled',
  secondary: 'outline',
  subtle: 'subtle',
};

/** The site's own touches on Mantine's Button: its weight, and a label that wraps rather than being cut off. */
export const actionButtonClassNames: ButtonProps['classNames'] = {
  root: classes.root,
  inner: classes.inner,
  label: classes.label,
};

interface ActionButtonProps {
  action: Action;
  size?: 'sm' | 'md' | 'lg';
  /** Variant used when the action names none. */
  fallbackVariant?: Action['variant'];
  className?: string;
}

/**
 * A call to action from content: Mantine's Button rendered as a link through {@link SmartLink}, so only allowed
 * addresses (in-site paths, https, mailto, tel) become links.
 */
export function ActionButton({ action, size = 'md', fallbackVariant = 'primary', className }: ActionButtonProps) {
  return (
    <Button
      component={SmartLink}
      href={action.href}
      newTab={action.newTab}
      variant={variants[action.variant ?? fallbackVariant]}
      size={size}
      className={className}
      classNames={actionButtonClassNames}
    >
      {action.label}
    </Button>
  );
}
