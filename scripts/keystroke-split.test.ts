import { describe, expect, it } from 'vitest';
import { keystrokeSplit, type TraceEvent } from './keystroke-split.mjs';

// A trace in µs on one thread (pid 1, tid 1); cpu (tdur) = dur unless given.
const MAIN = { pid: 1, tid: 1 };
const mark = (name: string, ts: number): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'I',
  ...MAIN,
  ts,
});
const span = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts,
  dur,
  ...extra,
});
const dispatch = (type: string, ts: number, dur: number) =>
  span('EventDispatch', ts, dur, { args: { data: { type } } });

const OPTIONS = { anchor: 'anchor', from: 'start', to: 'end', keys: 2 };

/** Two keys: one handled by script that forces a layout, one by native editing; a frame; a timer; the marks' tasks. */
function trace(): TraceEvent[] {
  return [
    mark('anchor', 10),
    span('RunTask', 0, 100), // the task that made the start mark: not counted
    mark('start', 50),
    // Key 1: keydown, then beforeinput whose listener runs 600 µs of script, 200 µs of it a forced layout.
    span('RunTask', 1000, 1000),
    dispatch('keydown', 1010, 50),
    dispatch('beforeinput', 1100, 800),
    span('FunctionCall', 1150, 600),
    span('Layout', 1400, 200),
    // Key 2: textInput edits natively (300 µs in the browser), lays out (100), and an input listener runs (150).
    span('RunTask', 3000, 700),
    dispatch('textInput', 3010, 680),
    span('Layout', 3100, 100),
    dispatch('input', 3300, 300),
    span('FunctionCall', 3320, 150),
    span('RunMicrotasks', 3500, 50),
    // A frame, and a timer: 400 µs of CPU in 500 µs of wall time.
    span('RunTask', 4000, 300),
    span('Paint', 4100, 100),
    span('RunTask', 5000, 500, { tdur: 400 }),
    span('TimerFire', 5010, 480),
    // The task that made the end mark, and one after it: not counted.
    span('RunTask', 6000, 100),
    mark('end', 6050),
    span('RunTask', 7000, 900),
    dispatch('keydown', 7010, 800),
    // Another thread's work is not the page's.
    { ...span('RunTask', 2000, 5000), tid: 2 },
  ];
}

describe('keystrokeSplit', () => {
  it('splits the tasks between the marks into script, style and layout, the browser, frames and other, per key', () => {
    const split = keystrokeSplit(trace(), OPTIONS);
    const ms = (µs: number) => µs / 1000 / 2;
    expect(split.script).toBeCloseTo(ms(600 - 200 + 150 + 50));
    expect(split.layout).toBeCloseTo(ms(200 + 100));
    expect(split.browser).toBeCloseTo(ms(1000 - 400 - 200 + 700 - 200 - 100));
    expect(split.frames).toBeCloseTo(ms(300));
    expect(split.other).toBeCloseTo(ms(400));
    expect(split.total).toBeCloseTo(ms(1000 + 700 + 300 + 400));
    expect(split.script + split.layout + split.browser + split.frames + split.other).toBeCloseTo(split.total);
  });

  it('counts a layout nested in another once', () => {
    const events = trace();
    events.push(span('UpdateLayoutTree', 1420, 50));
    expect(keystrokeSplit(events, OPTIONS).layout).toBeCloseTo((200 + 100) / 1000 / 2);
  });

  it('says which mark is missing', () => {
    expect(() => keystrokeSplit(trace(), { ...OPTIONS, to: 'typing:end' })).toThrow(/"typing:end"/);
    expect(() => keystrokeSplit(trace(), { ...OPTIONS, anchor: 'bench:usable' })).toThrow(/"bench:usable"/);
  });
});
