import type { ReactNode } from 'react';
import './notice.css';

export interface NoticeProps {
  /** 'error': something went wrong (role="alert", said at once); 'info': news (role="status", said politely). */
  readonly tone: 'error' | 'info';
  readonly children: ReactNode;
}

/** A message in a box with an icon, never colour alone: a problem with a file, a new version ready. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`tf-notice tf-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <svg
        className="tf-notice__icon"
        viewBox="0 0 16 16"
        width={16}
        height={16}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {tone === 'error' ? (
          <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        ) : (
          <path d="M8 7.5v4M8 4.5v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        )}
      </svg>
      <div className="tf-notice__body">{children}</div>
    </div>
  );
}
