/**
 * A run's progress as the page reports it: each quarter once (25, 50, 75 %: what a screen reader announces), and a
 * render at most every RENDER_MS, so that progress costs the page almost nothing however often workers answer.
 */
import type { BatchProgress } from './run-batch';

/** A few renders a second. */
export const RENDER_MS = 150;

export interface ProgressReport {
  /** A quarter reached: 25, 50 or 75 (the end is the run's own news). */
  readonly onQuarter: (percent: number) => void;
  readonly onRender: (progress: BatchProgress) => void;
}

/** The run's onProgress: the progress passed on to `report` as above. */
export function reportProgress(
  report: ProgressReport,
  now: () => number = () => performance.now(),
): (progress: BatchProgress) => void {
  let lastRender = 0;
  let quarter = 0;
  return (progress) => {
    const reached = Math.floor((progress.done / progress.total) * 4);
    if (reached > quarter && reached < 4) {
      quarter = reached;
      report.onQuarter(reached * 25);
    }
    const time = now();
    if (time - lastRender < RENDER_MS) return;
    lastRender = time;
    report.onRender(progress);
  };
}
