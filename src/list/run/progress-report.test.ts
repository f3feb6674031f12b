import { describe, expect, it } from 'vitest';
import { RENDER_MS, reportProgress } from './progress-report';
import type { BatchProgress } from './run-batch';

const at = (done: number, total = 100): BatchProgress => ({
  done,
  total,
  rowsPerSecond: 1,
  secondsLeft: undefined,
});

describe('reportProgress', () => {
  it('announces each quarter once, never the end, and renders at most every RENDER_MS', () => {
    const quarters: number[] = [];
    const rendered: number[] = [];
    let time = RENDER_MS;
    const report = reportProgress(
      {
        onQuarter: (percent) => quarters.push(percent),
        onRender: (progress) => rendered.push(progress.done),
      },
      () => time,
    );
    for (const [done, later] of [
      [10, 0],
      [30, 10],
      [40, RENDER_MS],
      [55, 10],
      [60, 10],
      [80, RENDER_MS],
      [100, RENDER_MS],
    ] as const) {
      time += later;
      report(at(done));
    }
    expect(quarters).toEqual([25, 50, 75]);
    expect(rendered).toEqual([10, 40, 80, 100]);
  });
});
