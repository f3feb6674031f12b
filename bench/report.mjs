// The results as a markdown table (figures are medians; ratios are to the baseline page of the same run).
const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? '—' : value.toFixed(1));
const ratio = (value, base) => (value === null || !base ? '' : ` (${(value / base).toFixed(2)}×)`);

export function targets(out) {
  const r = out.results;
  const base = r.baseline;
  const over = (name) => r[name].bytes.initial.brotli - base.bytes.initial.brotli;
  const all = (name) => r[name].bytes.initial.brotli + r[name].bytes.lazy.brotli;
  const peersWithList = ['iti-lazy', 'iti-bundled', 'ripn', 'rpi2', 'mui'].filter((n) => r[n]?.openCpu.median !== null);
  const fastestPeerOpen = Math.min(...peersWithList.map((n) => r[n].openCpu.median));
  const t = r.telfield;
  const lh = out.lighthouse ?? {};
  return [
    ['Initial bytes over baseline ≤ 0.85× react-phone-number-input’s', `${kib(over('telfield'))} vs ${kib(0.85 * over('rpni'))} KiB`, over('telfield') <= 0.85 * over('rpni')],
    ['All bytes incl. lazy ≤ intl-tel-input’s total', `${kib(all('telfield'))} vs ${kib(all('iti-lazy'))} KiB`, all('telfield') <= all('iti-lazy')],
    ['Per-keystroke CPU ≤ 1.15× baseline', `${(t.perKeyCpu.median / base.perKeyCpu.median).toFixed(2)}×`, t.perKeyCpu.median <= 1.15 * base.perKeyCpu.median],
    ['Open list CPU ≤ half the fastest peer’s', `${ms(t.openCpu.median)} vs ${ms(fastestPeerOpen / 2)} ms`, t.openCpu.median <= fastestPeerOpen / 2],
    ['No options in the DOM while closed', String(t.optionsClosed.median), t.optionsClosed.median === 0],
    ['Search result within one frame (16.7 ms) of the last key', `${ms(t.searchMs.median)} ms`, t.searchMs.median !== null && t.searchMs.median <= 16.7],
    ['Load CPU ≤ 1.3× baseline', `${(t.loadCpu.median / base.loadCpu.median).toFixed(2)}×`, t.loadCpu.median <= 1.3 * base.loadCpu.median],
    ['Zero requests to other hosts', String(t.foreign.median), t.foreign.median === 0],
    ['Lighthouse performance ≥ 98, accessibility 100, best practices 100', lh.error ? `not run: ${lh.error}` : `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices}`, !lh.error && lh.performance >= 98 && lh.accessibility === 100 && lh.bestPractices === 100],
  ];
}

export function report(out) {
  const base = out.results.baseline;
  const lines = [
    `Benchmark of ${out.date.slice(0, 10)} — ${out.machine.cores} × ${out.machine.cpu}, Chromium ${out.chromium}, ${out.samplesPerContender} samples each, medians (p95 in latest.json).`,
    '',
    '| contender | initial KiB br (over baseline) | all KiB br | load CPU ms | heap MiB | CPU/key ms | open list CPU ms | open wall ms | "ger" → on screen ms | options closed / open | other hosts |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const [name, r] of Object.entries(out.results)) {
    const initial = r.bytes.initial.brotli;
    const all = initial + r.bytes.lazy.brotli;
    lines.push(
      `| ${r.label} | ${kib(initial)} (+${kib(initial - base.bytes.initial.brotli)}) | ${kib(all)} | ${ms(r.loadCpu.median)}${ratio(r.loadCpu.median, base.loadCpu.median)} | ${(r.heap.median / 2 ** 20).toFixed(1)} | ${ms(r.perKeyCpu.median)}${ratio(r.perKeyCpu.median, base.perKeyCpu.median)} | ${ms(r.openCpu.median)} | ${ms(r.openWall.median)} | ${r.searchMs.median === null ? 'no search' : ms(r.searchMs.median)} | ${r.optionsClosed.median ?? '—'} / ${r.optionsOpen.median ?? '—'} | ${r.foreign.median} |`,
    );
    void name;
  }
  lines.push('', '| target | Telfield | met |', '| --- | --- | --- |');
  for (const [target, figure, met] of targets(out)) lines.push(`| ${target} | ${figure} | ${met ? 'yes' : '**no**'} |`);
  lines.push('', `Versions: ${Object.entries(out.versions).map(([k, v]) => `${k} ${v}`).join(', ')}. Run took ${out.durationSeconds} s.`);
  return lines.join('\n') + '\n';
}
