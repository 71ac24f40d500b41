import type { Action } from '../generated/page';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './buttonStyle';
import { SmartLink } from './SmartLink';

const variants: Record<NonNullable<Action['variant']>, ButtonVariant> = {
  primary: 'filled',
  secondary: 'outline',
  subtle: 'subtle',
};

interface ActionButtonProps {
  action: Action;
  size?: ButtonSize;
  /** Variant used when the action names none. */
  fallbackVariant?: Action['variant'];
  className?: string;
}

/** A call to action from content: a link that looks like a button. */
export function ActionButton({ action, size = 'md', fallbackVariant = 'primary', className }: ActionButtonProps) {
  return (
    <SmartLink
      href={action.href}
      newTab={action.newTab}
      {...buttonStyle(variants[action.variant ?? fallbackVariant], size, className)}
    >
      {action.label}
    </SmartLink>
  );
}
