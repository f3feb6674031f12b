import type { BatchMessages } from '../batch-messages';
import type { BatchProgress } from './run-batch';

/** Rows done as a bar, with speed and time left. */
export function ProgressPanel({
  t,
  progress,
}: {
  readonly t: BatchMessages;
  readonly progress: BatchProgress;
}) {
  const text = t.progressText(progress.done, progress.total, progress.rowsPerSecond, progress.secondsLeft);
  const share = progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="tf-batch__progress">
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
    </div>
  );
}
