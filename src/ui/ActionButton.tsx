import { Button, type ButtonProps } from '@mantine/core';
import type { Action } from '../generated/page';
import { SmartLink } from './SmartLink';

const variants: Record<NonNullable<Action['variant']>, ButtonProps['variant']> = {
  primary: 'filled',
  secondary: 'outline',
  subtle: 'subtle',
};

interface ActionButtonProps {
  action: Action;
  size?: ButtonProps['size'];
  /** Variant used when the action names none. */
  fallbackVariant?: Action['variant'];
}

export function ActionButton({ action, size = 'md', fallbackVariant = 'primary' }: ActionButtonProps) {
  return (
    <Button
      component={SmartLink}
      href={action.href}
      newTab={action.newTab}
      variant={variants[action.variant ?? fallbackVariant]}
      size={size}
    >
      {action.label}
    </Button>
  );
}
