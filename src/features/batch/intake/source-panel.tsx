import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { BatchMessages } from '../messages/batch-messages';

export interface SourcePanelProps {
  readonly t: BatchMessages;
  readonly busy: boolean;
  /** Text the paste box starts with (numbers sent from the Check screen). */
  readonly initialText?: string | undefined;
  readonly onFile: (file: File) => void;
  readonly onText: (text: string) => void;
}

/** Where a list comes in: a drop zone around a (visually hidden, still focusable) file input, or pasted text. */
export function SourcePanel({ t, busy, initialText, onFile, onText }: SourcePanelProps) {
  const pasteId = useId();
  // Uncontrolled: a paste of a million lines is the browser's text, not a string React holds and compares.
  const pasted = useRef<HTMLTextAreaElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <section className="tf-batch__source">
      <label
        className={`tf-batch__drop${dragging ? ' tf-batch__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span className="tf-batch__drop-title">{t.file}</span>
        <span>{t.dropHere}</span>
        <input
          className="tf-visually-hidden"
          type="file"
          aria-label={t.file}
          disabled={busy}
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so picking the same file again is noticed.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <div className="tf-batch__paste">
        <label htmlFor={pasteId}>{t.paste}</label>
        {/* No dir="auto": Chromium works out the direction of all the text on each change (a 100,000-line paste
            blocked the page for 30 s); the page's direction applies. */}
        <textarea id={pasteId} rows={5} ref={pasted} defaultValue={initialText} spellCheck={false} />
        <Button disabled={busy} onClick={() => onText(pasted.current?.value ?? '')}>
          {t.usePasted}
        </Button>
      </div>
    </section>
  );
}
