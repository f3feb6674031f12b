import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  readonly text: string;
  /** Accessible name, e.g. "Copy E.164". */
  readonly label: string;
  /** Announced once the text is on the clipboard. */
  readonly copiedLabel: string;
  readonly children: React.ReactNode;
}

/** Copies a value, and says so on screen and in a polite live region (the button itself keeps its name). */
export function CopyButton({ text, label, copiedLabel, children }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <span className="tf-copy">
      <button
        type="button"
        className="tf-copy__button"
        aria-label={label}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {children}
      </button>
      <span className="tf-copy__status" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
