// The results as markdown: bytes, runtime (median, p95, ×ratio to the plain input of the same run), and the targets.
const kB = (bytes) => (bytes / 1000).toFixed(1);
const num = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const times = (ratio) => (ratio === null || ratio === undefined ? '' : ` ×${ratio.toFixed(2)}`);

/** "median (p95 x) ×ratio" for a runtime metric; n/a when the contender has no such part. */
function cell(metric, { digits = 1, scale = 1, ratio = true } = {}) {
  if (metric.median === null) return 'n/a';
  return `${num(metric.median / scale, digits)} (p95 ${num(metric.p95 / scale, digits)})${ratio ? times(metric.ratio) : ''}`;
}

/** A page's JS+CSS, initial and lazy, brotli. */
const allBytes = (results, name) => results[name].bytes.initial.brotli + results[name].bytes.lazy.brotli;

/** intl-tel-input's total, the all-bytes target: the lighter of its two pages. */
const itiTotal = (results) => Math.min(allBytes(results, 'iti-lazy'), allBytes(results, 'iti-bundled'));

/** Telfield's targets, each a ratio within this run: [target, Telfield's figure, met]. */
export function targets(out) {
  const r = out.results;
  const t = r.telfield;
  const base = r.baseline;
  const over = (name) => r[name].bytes.initial.brotli - base.bytes.initial.brotli;
  const all = (name) => allBytes(r, name);
  const iti = itiTotal(r);
  const peers = Object.keys(r).filter(
    (n) => n !== 'baseline' && n !== 'telfield' && r[n].openCpu.median !== null,
  );
  const fastest = peers.reduce(
    (best, n) => (best && r[best].openCpu.median <= r[n].openCpu.median ? best : n),
    null,
  );
  const ratio = (metric) => (t[metric].median ?? NaN) / (base[metric].median ?? NaN);
  const lh = out.lighthouse ?? {};
  return [
    [
      // Issue 16: as light as intl-tel-input's first paint (its utils loaded after), not only lighter than rpni.
      'initial JS+CSS over the baseline (brotli) ≤ intl-tel-input’s with its utils lazy',
      `${kB(over('telfield'))} kB = ${(over('telfield') / over('iti-lazy')).toFixed(2)}× (intl-tel-input +${kB(over('iti-lazy'))} kB)`,
      over('telfield') <= over('iti-lazy'),
    ],
    [
      'all JS+CSS incl. lazy chunks ≤ intl-tel-input’s total (brotli)',
      `${kB(all('telfield'))} kB = ${(all('telfield') / iti).toFixed(2)}× (intl-tel-input ${kB(iti)} kB)`,
      all('telfield') <= iti,
    ],
    [
      'main-thread CPU per keystroke ≤ 1.15× the baseline’s',
      `${num(t.perKeyCpu.median, 2)} ms = ${ratio('perKeyCpu').toFixed(2)}×`,
      ratio('perKeyCpu') <= 1.15,
    ],
    [
      'CPU to open the country list ≤ ½ the fastest peer’s',
      fastest
        ? `${num(t.openCpu.median)} ms = ${(t.openCpu.median / r[fastest].openCpu.median).toFixed(2)}× (${r[fastest].label} ${num(r[fastest].openCpu.median)} ms)`
        : 'n/a',
      !!fastest && t.openCpu.median <= r[fastest].openCpu.median / 2,
    ],
    [
      'no option elements in the DOM while closed',
      `${t.optionsClosed.max ?? 'n/a'} (most in any sample)`,
      t.optionsClosed.max === 0,
    ],
    [
      'search result on screen within one frame of the last key',
      `frame ${num(t.searchFrames.median, 0)} (p95 ${num(t.searchFrames.p95, 0)}), ${num(t.searchMs.median)} ms`,
      t.searchFrames.median !== null && t.searchFrames.median <= 1,
    ],
    [
      'main-thread CPU from navigation to a usable field ≤ 1.2× the baseline’s',
      `${num(t.loadCpu.median)} ms = ${ratio('loadCpu').toFixed(2)}×`,
      ratio('loadCpu') <= 1.2,
    ],
    ['zero requests to other hosts', `${t.foreign.max ?? 'n/a'} (most in any sample)`, t.foreign.max === 0],
    [
      'Lighthouse performance ≥ 98, accessibility 100, best practices 100',
      lh.error ? lh.error : `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices}`,
      !lh.error && lh.performance >= 98 && lh.accessibility === 100 && lh.bestPractices === 100,
    ],
  ];
}

/** The targets for /batch (issue 7, raised by issue 14 and 16 to 2.3×), from the same run: [target, figure, met]. */
export function batchTargets(b) {
  if (!b || b.error) return [];
  return [
    [
      'throughput, file → results, ≥ 2.3× a single-thread libphonenumber-js loop',
      `${rate(b.telfield.rowsPerSecond)} rows/s = ${b.ratio.toFixed(2)}× (loop ${rate(b.loop.rowsPerSecond)} rows/s)`,
      b.ratio >= 2.3,
    ],
    // The issue asks it of the work on the list (reading, cleaning, exporting, scrolling); the page's own load is
    // reported beside it, not counted.
    (() => {
      const tasks = (b.longTasks ?? []).filter((task) => task.phase !== 'loading the page');
      return [
        'no main-thread task over 50 ms from the file picked to the export',
        `${tasks.length} task(s) over 50 ms${tasks.length ? `, longest ${Math.max(...tasks.map((task) => task.ms))} ms` : ''}`,
        tasks.length === 0,
      ];
    })(),
    [
      'peak tab memory < 600 MB',
      b.peakRendererMB === null ? 'n/a' : `${Math.round(b.peakRendererMB)} MB`,
      b.peakRendererMB !== null && b.peakRendererMB < 600,
    ],
    [
      'the export has every row',
      `${b.export.rows.toLocaleString('en')} of ${b.rows.toLocaleString('en')}`,
      b.export.rows === b.rows,
    ],
  ];
}

const rate = (value) => Math.round(value).toLocaleString('en');

/** Where Telfield's bytes go (breakdown.mjs), and what the all-bytes target would need. */
function breakdownLines(out) {
  const r = out.results;
  const b = r.telfield.bytes.breakdown;
  if (!b) return [];
  if (b.error) return [`Where Telfield’s bytes go: ${b.error}`, ''];
  const all = allBytes(r, 'telfield');
  const iti = itiTotal(r);
  const lines = [
    `**Where Telfield’s bytes go** (all its JS+CSS, ${kB(b.total.brotli)} kB brotli; raw = minified bytes traced to their modules ` +
      'through source maps; brotli = what the files lose, compressed, without the group, so the parts need not add up to the whole)',
    '',
    '| part | raw kB | brotli kB |',
    '| --- | --: | --: |',
    ...b.groups.map((g) => `| ${g.group} | ${kB(g.raw)} | ${kB(g.brotli)} |`),
    '',
  ];
  if (all > iti)
    lines.push(
      `The all-bytes target needs ${kB(all - iti)} kB (brotli) less than this run’s ${kB(all)} kB.`,
      '',
    );
  return lines;
}

const KEYSTROKE_PARTS = [
  ['script', 'key events: script'],
  ['layout', 'key events: style and layout'],
  ['browser', 'key events: the browser’s own (dispatch, native editing)'],
  ['frames', 'frames'],
  ['other', 'other tasks'],
];

/** Where typing's CPU goes (scripts/keystroke-split.mjs), for the contenders profiled, and Telfield against the baseline. */
function keystrokeLines(out) {
  const rows = Object.values(out.results).filter((r) => r.keystroke);
  if (!rows.length) return [];
  const ms = (value) => value.toFixed(2);
  const lines = [
    '**Where a keystroke’s CPU goes** (the per-key target’s profile: samples of their own, traced with every timeline ' +
      'event, so the figures run higher than the measured ones above; ms per key, the median of each part, so the parts need not add up)',
    '',
    `| contender | samples | per key | ${KEYSTROKE_PARTS.map(([, label]) => label).join(' | ')} |`,
    `| --- | --: | --: | ${KEYSTROKE_PARTS.map(() => '--:').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.keystroke.samples} | ${ms(r.keystroke.total)} | ${KEYSTROKE_PARTS.map(([key]) => ms(r.keystroke[key])).join(' | ')} |`,
    ),
    '',
  ];
  const t = out.results.telfield?.keystroke;
  const base = out.results.baseline?.keystroke;
  if (t && base) {
    const signed = (value) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;
    lines.push(
      `Telfield against the plain input, per key: ${signed(t.total - base.total)} ms (${KEYSTROKE_PARTS.map(([key, label]) => `${label} ${signed(t[key] - base[key])}`).join(', ')}).`,
      '',
    );
  }
  return lines;
}

/** Judging a list in Node, one thread: parsePhone against libphonenumber-js's own loop (issue 27's target). */
export function nodeListLines(n) {
  if (!n) return [];
  if (n.error) return [`**A list in Node**: ${n.error}`];
  const runs = (list) => list.map((run) => `${run.seconds.toFixed(1)} s`).join(', ');
  const met = n.ratio >= 1;
  return [
    `**A list in Node, one thread** (the same ${n.rows.toLocaleString('en')} phone cells, default country ${n.defaultCountry}; each pass a fresh process, Telfield's between two of the library's; means)`,
    '',
    '| contender | rows/s | passes | peak memory |',
    '| --- | --: | --- | --: |',
    `| libphonenumber-js max: parsePhoneNumberFromString + isValid + getType | ${n.library.rowsPerSecond.toLocaleString('en')} | ${runs(n.library.runs)} | ${Math.max(...n.library.runs.map((r) => r.peakMb))} MB |`,
    `| telfield/phone parsePhone (the one judgement, reasons included) | ${n.telfield.rowsPerSecond.toLocaleString('en')} | ${runs(n.telfield.runs)} | ${Math.max(...n.telfield.runs.map((r) => r.peakMb))} MB |`,
    '',
    `| target | Telfield | met |`,
    `| --- | --- | --- |`,
    `| parsePhone at least as many rows per second as libphonenumber-js's loop | ${n.ratio.toFixed(2)}× | ${met ? 'met' : '**not met**'} |`,
  ];
}

function batchLines(b) {
  if (!b) return [];
  if (b.error) return [`Clean a list: ${b.error}`];
  const t = b.telfield;
  const lines = [
    `**Clean a list** (/batch of the built app, ${b.rows.toLocaleString('en')} rows, ${b.fileMB.toFixed(1)} MB CSV, ${b.distinctPhones.toLocaleString('en')} distinct phone cells, default country ${b.defaultCountry}; ` +
      `loop = libphonenumber-js parse + isValid + getType over the phone cells on one page’s main thread; ${b.runs ?? 1} Telfield run(s), each between two loop runs, means)`,
    '',
    '| figure | value |',
    '| --- | --: |',
    `| single-thread loop | ${rate(b.loop.rowsPerSecond)} rows/s (${b.loop.seconds.map((s) => `${s.toFixed(1)} s`).join(', ')}; ${b.loop.valid.toLocaleString('en')} valid) |`,
    `| Telfield, file → results | ${rate(t.rowsPerSecond)} rows/s = **×${b.ratio.toFixed(2)}** the loop (${(t.seconds ?? [t.totalSeconds]).map((s) => `${s.toFixed(1)} s`).join(', ')}; mean read and split ${t.readSeconds.toFixed(1)} s, clean ${t.cleanSeconds.toFixed(1)} s; ${t.validShown.toLocaleString('en')} valid) |`,
    `| export | ${b.export.seconds.toFixed(1)} s, ${b.export.MB.toFixed(1)} MB, ${b.export.rows.toLocaleString('en')} rows (${b.export.valid.toLocaleString('en')} valid) |`,
    `| scroll the table to the last row | ${Math.round(b.scrollToEndMs)} ms |`,
    `| main-thread tasks over 50 ms (all runs) | ${b.tasksOver50ms}${b.longTasks?.length ? ` (${b.longTasks.map((task) => `${task.ms} ms while ${task.phase}`).join(', ')})` : ''} |`,
    `| peak memory of the tab (renderer with its workers, VmHWM) | ${b.peakRendererMB === null ? 'n/a' : `${Math.round(b.peakRendererMB)} MB`} |`,
    '',
    '| batch target | Telfield | met |',
    '| --- | --- | --- |',
  ];
  for (const [target, figure, met] of batchTargets(b))
    lines.push(`| ${target} | ${figure} | ${met ? 'met' : '**not met**'} |`);
  return lines;
}

/** The same list with a second phone column, both cleaned in one run (issue 30). */
function batchTwoLines(b) {
  if (!b || b.error) return [];
  const t = b.telfield;
  return [
    '',
    `**Clean a list, two phone columns** (the list above with a second column, every other row filled: ${b.rows.toLocaleString('en')} rows, ${b.cells.toLocaleString('en')} phone cells, ${b.fileMB.toFixed(1)} MB; the loop over the same cells)`,
    '',
    '| figure | value |',
    '| --- | --: |',
    `| single-thread loop over both columns' cells | ${rate(b.loop.rowsPerSecond)} rows/s |`,
    `| Telfield, file → results | ${rate(t.rowsPerSecond)} rows/s = **×${b.ratio.toFixed(2)}** the loop (read ${t.readSeconds.toFixed(1)} s, clean ${t.cleanSeconds.toFixed(1)} s; ${t.validShown.toLocaleString('en')} rows with a valid number) |`,
    `| export | ${b.export.seconds.toFixed(1)} s, ${b.export.MB.toFixed(1)} MB, ${b.export.rows.toLocaleString('en')} rows |`,
    `| main-thread tasks over 50 ms (all runs) | ${b.tasksOver50ms}${b.longTasks?.length ? ` (${b.longTasks.map((task) => `${task.ms} ms while ${task.phase}`).join(', ')})` : ''} |`,
    `| peak memory of the tab | ${b.peakRendererMB === null ? 'n/a' : `${Math.round(b.peakRendererMB)} MB`} |`,
  ];
}

/** `telfield clean` beside the anchors, on the same file in the same run (issue 31's targets). */
export function commandLineTargets(c) {
  const t = c.telfield;
  const cpp = c.anchors.find((a) => a.tool.startsWith('C++') && !a.unavailable);
  return [
    [
      `telfield clean on ${c.cores} cores: at least 2× the plain single-thread libphonenumber-js loop`,
      `${(t.cores.rowsPerSecond / c.loopRate).toFixed(2)}×`,
      t.cores.rowsPerSecond >= 2 * c.loopRate,
    ],
    [
      "faster than Google's C++ libphonenumber on one thread",
      cpp ? `${(t.cores.rowsPerSecond / cpp.rowsPerSecond).toFixed(2)}×` : 'C++ unavailable',
      cpp ? t.cores.rowsPerSecond > cpp.rowsPerSecond : false,
    ],
    [
      `peak memory at most 300 MB on ${c.rows.toLocaleString('en')} rows`,
      `${Math.round(t.cores.peakMb)} MB`,
      t.cores.peakMb <= 300,
    ],
    [
      `peak memory at most 300 MB on ${c.bigRows.toLocaleString('en')} rows`,
      `${Math.round(t.large.peakMb)} MB`,
      t.large.peakMb <= 300,
    ],
    [
      'the UDF file at most 1 MB',
      `${c.udf.bytes.toLocaleString('en')} B (${c.udf.gzip.toLocaleString('en')} B gzip)`,
      c.udf.bytes <= 1_000_000,
    ],
  ];
}

export function commandLineLines(c) {
  if (!c) return [];
  if (c.error) return [`**telfield clean**: ${c.error}`];
  const t = c.telfield;
  const row = (tool, run, rows = c.rows) =>
    `| ${tool} | ${run.seconds.toFixed(1)} | ${rate(run.rowsPerSecond)} | ${Math.round(run.peakMb)} MB |`;
  const lines = [
    `**telfield clean beside the anchors** (the bench's list as a CSV, ${c.rows.toLocaleString('en')} rows, default country US; each a fresh process under GNU time; the libphonenumber-js loop before and after Telfield, ${c.libraryRuns.map((r) => rate(r)).join(' and ')} rows/s)`,
    '',
    '| tool | seconds | rows/s | peak memory |',
    '| --- | --: | --: | --: |',
  ];
  for (const anchor of c.anchors)
    lines.push(
      anchor.unavailable
        ? `| ${anchor.tool} | unavailable: ${anchor.unavailable} | | |`
        : row(anchor.tool, anchor),
    );
  lines.push(
    row(`telfield clean ${c.version}, ${c.cores} worker threads (one per core), CSV export written`, t.cores),
    row('telfield clean, one worker thread', t.oneThread),
    row(`telfield clean, ${c.bigRows.toLocaleString('en')} rows`, t.large, c.bigRows),
    '',
    '| command-line target | Telfield | met |',
    '| --- | --- | --- |',
  );
  for (const [target, figure, met] of commandLineTargets(c))
    lines.push(`| ${target} | ${figure} | ${met ? 'met' : '**not met**'} |`);
  return lines;
}

export function report(out) {
  const rows = Object.values(out.results);
  const base = out.results.baseline.bytes;
  const m = out.machine;
  const lines = [
    `Benchmark of ${out.date.slice(0, 10)}: ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}, Chromium ${out.chromium}. ` +
      `${out.samplesPerContender} samples per contender, pages interleaved; median (p95) and ×ratio to the plain input of the same run.`,
    '',
    '**Bytes** (JS+CSS from the build, each file compressed alone; “at load / after use” is what the network log shows the page fetched)',
    '',
    '| contender | initial gzip kB | initial brotli kB | lazy brotli kB | all brotli kB | network brotli kB: at load / after use | images at load kB (flags) |',
    '| --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const r of rows) {
    const { initial, lazy } = r.bytes;
    const all = initial.brotli + lazy.brotli;
    const n = r.network;
    lines.push(
      `| ${r.label} | ${kB(initial.gzip)} (+${kB(initial.gzip - base.initial.gzip)}) | ${kB(initial.brotli)} (+${kB(initial.brotli - base.initial.brotli)}) ×${(initial.brotli / base.initial.brotli).toFixed(2)} ` +
        `| ${kB(lazy.brotli)} | ${kB(all)} (+${kB(all - base.initial.brotli - base.lazy.brotli)}) ×${(all / (base.initial.brotli + base.lazy.brotli)).toFixed(2)} | ${kB(n.initial.brotli)} / ${kB(n.interaction.brotli)}${n.initialMatchesBuild && n.interactionWithinLazy ? '' : ' ⚠'} | ${n.otherAssets ? kB(n.otherAssets.initial.raw) : 'n/a'} |`,
    );
  }
  lines.push(
    '',
    '**Runtime** (CPU: main-thread task time from a trace; load: navigation → first frame showing the field; per key: typing 2015550123; open: press → an option on screen, until idle)',
    '',
    '| contender | load CPU ms | JS heap MB | CPU per key ms | open list CPU ms | open list wall ms | "ger" → on screen: frames, ms | options closed / open | requests to other hosts |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const r of rows) {
    const search =
      r.searchFrames.median === null
        ? 'n/a'
        : `${num(r.searchFrames.median, 0)} (p95 ${num(r.searchFrames.p95, 0)}), ${num(r.searchMs.median)} ms`;
    lines.push(
      `| ${r.label} | ${cell(r.loadCpu)} | ${cell(r.heap, { scale: 1e6 })} | ${cell(r.perKeyCpu, { digits: 2 })} | ${cell(r.openCpu, { ratio: false })} ` +
        `| ${cell(r.openWall, { ratio: false })} | ${search} | ${num(r.optionsClosed.median, 0)} / ${num(r.optionsOpen.median, 0)} | ${r.foreign.max ?? 'n/a'} |`,
    );
  }
  lines.push(
    '',
    '**Telfield’s targets** (ratios within this run)',
    '',
    '| target | Telfield | met |',
    '| --- | --- | --- |',
  );
  for (const [target, figure, met] of targets(out))
    lines.push(`| ${target} | ${figure} | ${met ? 'met' : '**not met**'} |`);

  const lh = out.lighthouse ?? {};
  lines.push('', ...breakdownLines(out), ...keystrokeLines(out));
  if (lh.error) lines.push(`Lighthouse: ${lh.error}`);
  else {
    const metrics = Object.entries(lh.medianRun.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    const failing = Object.entries(lh.medianRun.failing).filter(([, list]) => list.length);
    lines.push(
      `Lighthouse ${lh.lighthouseVersion} (${lh.formFactor}, median of ${lh.runs}) on the built app: performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}. ` +
        `Median run: ${metrics}${failing.length ? `; below 1: ${failing.map(([k, list]) => `${k}: ${list.join(', ')}`).join('; ')}` : ''}.`,
    );
  }
  lines.push('', ...batchLines(out.batch), ...batchTwoLines(out.batchTwo));
  lines.push('', ...nodeListLines(out.nodeList));
  lines.push('', ...commandLineLines(out.commandLine));
  const notes = rows.filter((r) => r.note).map((r) => `${r.label}: ${r.note}`);
  const warnings = rows
    .filter((r) => !r.network.initialMatchesBuild || !r.network.interactionWithinLazy || r.errors.length)
    .map((r) => {
      const parts = [];
      if (r.network.lazyLoadedAtStart.length)
        parts.push(`loads lazy chunks at start: ${r.network.lazyLoadedAtStart.join(', ')}`);
      else if (!r.network.initialMatchesBuild)
        parts.push('fetched at load differs from the build’s initial set');
      if (!r.network.interactionWithinLazy) parts.push('fetched after use something outside its lazy chunks');
      if (r.errors.length) parts.push(`${r.errors.length} failed sample(s): ${r.errors[0]}`);
      return `⚠ ${r.label}: ${parts.join('; ')}`;
    });
  lines.push(
    '',
    `Notes: ${notes.join('; ')}.`,
    ...warnings.map((w) => `${w}.`),
    '',
    `Versions: ${Object.entries(out.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}. Run took ${out.durationSeconds} s.`,
  );
  return `${lines.join('\n')}\n`;
}
