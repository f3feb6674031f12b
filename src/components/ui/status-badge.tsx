import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusTone = 'valid' | 'invalid' | 'neutral';

/** A status as an icon and words, never colour alone (WCAG 1.4.1): ✓ valid, ! not valid, – nothing yet. */
export function StatusBadge({
  tone,
  children,
  ...rest
}: { readonly tone: StatusTone; readonly children: ReactNode } & {
  readonly 'data-testid'?: string;
}) {
  return (
    <p className={`tf-badge tf-badge--${tone}`} {...rest}>
      <svg
        className="tf-badge__icon"
        viewBox="0 0 16 16"
        width={16}
        height={16}
        aria-hidden="true"
        focusable="false"
      >
        {tone === 'valid' ? (
          <path
            d="M3.5 8.5l3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : tone === 'invalid' ? (
          <path
            d="M8 3.5v6M8 12v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M4.5 8h7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <span>{children}</span>
    </p>
  );
}
