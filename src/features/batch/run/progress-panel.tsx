import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { BatchMessages } from '../messages/batch-messages';
import type { BatchProgress } from '../../../list/run/run-batch';

/**
 * Rows done as a bar, with speed, time left and Cancel. It takes focus and scrolls into view when a run starts, so
 * that Start visibly does something wherever the page was scrolled and keyboard users land on the run.
 */
export function ProgressPanel({
  t,
  progress,
  onCancel,
}: {
  readonly t: BatchMessages;
  readonly progress: BatchProgress;
  readonly onCancel: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    // (jsdom has no scrollIntoView.)
    panel.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const text = t.progressText(progress.done, progress.total, progress.rowsPerSecond, progress.secondsLeft);
  const share = progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="tf-batch__progress" ref={panel} tabIndex={-1} aria-label={t.progress}>
      <div
        className="tf-batch__bar"
        role="progressbar"
        aria-label={t.progress}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={text}
      >
        <div className="tf-batch__bar-fill" style={{ transform: `scaleX(${share.toFixed(3)})` }} />
      </div>
      <p>{text}</p>
      <Button onClick={onCancel}>{t.cancel}</Button>
    </div>
  );
}
