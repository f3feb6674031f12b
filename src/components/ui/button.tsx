import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary': the one main action of a step (filled); 'secondary' (default): the others (outlined). */
  readonly tone?: 'primary' | 'secondary';
}

/** The design system's button: type="button" unless told, tokens for colour, 2.5rem tall (a comfortable target). */
export function Button({ tone = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={['tf-button', `tf-button--${tone}`, className].filter(Boolean).join(' ')}
    />
  );
}
