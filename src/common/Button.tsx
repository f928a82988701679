import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Loader';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  pending?: boolean;
  block?: boolean;
  children: ReactNode;
}

export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', pending = false, block = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={buttonClassName(variant, block, className)} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending && <Spinner />}
      {children}
    </button>
  );
}
