// Main-thread CPU from a Chromium trace: top-level tasks of the page's renderer main thread, between user-timing marks.
export const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];

/** A trace's events (parsed once: the per-key profile reads the same ones). */
export const traceEventsOf = (buffer) => JSON.parse(buffer.toString('utf8')).traceEvents;

/** The page's main thread in a trace's events: the one its `anchor` performance.mark() was made on. */
export function mainThread(traceEvents, anchor) {
  const marks = new Map();
  for (const e of traceEvents) if (e.cat === 'blink.user_timing' && e.ph === 'I') marks.set(e.name, e);
  const home = marks.get(anchor);
  if (!home) throw new Error(`trace has no "${anchor}" mark`);
  const mine = (e) => e.pid === home.pid && e.tid === home.tid;
  // Top-level: a RunTask that is not nested in another (nested run loops are rare but do happen).
  const tasks = [];
  for (const e of traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && mine(e))
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.end) continue;
    // tdur is the thread's CPU time, dur its wall time: CPU is what two busy shared cores distort least.
    tasks.push({ ts: e.ts, end: e.ts + e.dur, cpu: (e.tdur ?? e.dur) / 1000 });
  }
  const at = (name) => {
    const mark = marks.get(name);
    if (!mark || !mine(mark)) throw new Error(`trace has no "${name}" mark on the page's main thread`);
    return mark.ts;
  };
  /** The task that ran the mark (the mark's own evaluate, or the frame that made it). */
  const taskOf = (ts) => tasks.find((t) => t.ts <= ts && ts <= t.end);
  return {
    at,
    /** CPU ms of the tasks after mark `from`'s task (null: from the start) and before mark `to`'s (includeEnd: and it). */
    cpu(from, to, { includeEnd = false } = {}) {
      const start = from === null ? -Infinity : (taskOf(at(from))?.end ?? at(from));
      const endTs = at(to);
      const endTask = taskOf(endTs);
      const stop = includeEnd ? (endTask?.end ?? endTs) : (endTask?.ts ?? endTs);
      return tasks.filter((t) => t.ts >= start && t.end <= stop).reduce((sum, t) => sum + t.cpu, 0);
    },
  };
}
