import type { MouseEvent, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  type?: 'button' | 'submit';
  onPress?: () => void;
  isDisabled?: boolean;
  /** Busy: stays focusable and announced as busy, but ignores presses (and form submission). */
  isPending?: boolean;
  'aria-label'?: string;
  /** A toggle button's state (watch this trip): announced as pressed or not. */
  'aria-pressed'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The design system's button: a native <button>, so the first-load bundle needs no interaction
 * library for it. Menus and dialogs, which need focus management, use React Aria.
 */
export function Button({
  children,
  variant = 'primary',
  className,
  type = 'button',
  onPress,
  isDisabled = false,
  isPending = false,
  'aria-label': ariaLabel,
  'aria-pressed': ariaPressed,
  'aria-describedby': ariaDescribedBy,
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.();
  };
  return (
    <button
      type={type}
      className={className ? `wf-button ${className}` : 'wf-button'}
      data-variant={variant}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
      aria-label={ariaLabel}
      aria-pressed={ariaPressed}
      aria-describedby={ariaDescribedBy}
      disabled={isDisabled}
      onClick={handleClick}
    >
      {isPending ? <span className="wf-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
