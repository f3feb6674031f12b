/**
 * Where typing's main-thread CPU goes, from a Chromium trace recorded with the 'devtools.timeline' category (the
 * bench's profile of its per-key target). Each top-level task between two marks is one of:
 * - a key's events (keydown … input, keyup): split into script (listeners and microtasks, less any style and layout
 *   they forced), style and layout, and the browser's own handling (event dispatch, native editing);
 * - a frame (paint, commit);
 * - anything else (timers, messages, selectionchange …).
 * Every figure is CPU (tdur, else dur) in ms per key; the parts add up to the total.
 *
 *   keystrokeSplit(events, { anchor: 'bench:usable', from: 'typing:start', to: 'typing:end', keys: 10 })
 *   → { total: 2.5, script: 1.2, layout: 0.3, browser: 0.5, frames: 0.3, other: 0.2 }
 */
const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'textInput', 'input', 'keyup']);
const FRAME = new Set(['PrePaint', 'Paint', 'Commit', 'Layerize', 'UpdateLayer']);
const LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const SCRIPT = new Set(['FunctionCall', 'RunMicrotasks']);

const cpuOf = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
const endOf = (e) => e.ts + (e.dur ?? 0);
const inside = (outer, e) => e.ts >= outer.ts && endOf(e) <= endOf(outer);

/** The events of `names` that no other of them contains (a forced layout inside a layout counts once). */
function outermost(events, names) {
  const kept = [];
  for (const e of events) {
    if (!names.has(e.name)) continue;
    if (kept.length && inside(kept.at(-1), e)) continue;
    kept.push(e);
  }
  return kept;
}

const sum = (events) => events.reduce((total, e) => total + cpuOf(e), 0);

export function keystrokeSplit(traceEvents, { anchor, from, to, keys }) {
  const marks = new Map();
  for (const e of traceEvents) if (e.cat === 'blink.user_timing' && e.ph === 'I') marks.set(e.name, e);
  const home = marks.get(anchor);
  if (!home) throw new Error(`trace has no "${anchor}" mark`);
  for (const name of [from, to]) if (!marks.has(name)) throw new Error(`trace has no "${name}" mark`);
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === home.pid && e.tid === home.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = outermost(events, new Set(['RunTask']));
  // As the per-key figure counts: after the task that made the first mark, before the one that made the last.
  const taskOf = (ts) => tasks.find((t) => t.ts <= ts && ts <= endOf(t));
  const start = endOf(taskOf(marks.get(from).ts) ?? marks.get(from));
  const stop = (taskOf(marks.get(to).ts) ?? marks.get(to)).ts;
  const split = { total: 0, script: 0, layout: 0, browser: 0, frames: 0, other: 0 };
  let next = 0;
  for (const task of tasks) {
    if (task.ts < start || endOf(task) > stop) continue;
    while (next < events.length && events[next].ts < task.ts) next++;
    const within = [];
    for (let i = next; i < events.length && events[i].ts <= endOf(task); i++)
      if (events[i] !== task && inside(task, events[i])) within.push(events[i]);
    const cpu = cpuOf(task);
    split.total += cpu;
    if (within.some((e) => e.name === 'EventDispatch' && KEY_EVENTS.has(e.args?.data?.type))) {
      const layout = sum(outermost(within, LAYOUT));
      const scripts = outermost(within, SCRIPT);
      const forced = sum(
        outermost(
          within.filter((e) => scripts.some((s) => inside(s, e))),
          LAYOUT,
        ),
      );
      const script = sum(scripts) - forced;
      split.layout += layout;
      split.script += script;
      split.browser += cpu - layout - script;
    } else if (within.some((e) => FRAME.has(e.name))) split.frames += cpu;
    else split.other += cpu;
  }
  for (const key of Object.keys(split)) split[key] /= keys;
  return split;
}
