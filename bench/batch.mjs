// The list cleaner at scale (issue 7): a generated CSV of ROWS rows through /batch of the built app, against a
// single-thread libphonenumber-js loop (pages/batch-loop: parse + isValid + getType) over the same rows, in the same
// browser and run. Reports rows per second for both and their ratio, the longest main-thread task, the tab's peak
// memory (renderer with its workers), the export's time and its check against the loop.
//
//   rows 0..n → '+44 740 0123456', '(212) 245-0042', 'tel:+49-1512345678', '', 'n/a', …  (mostly distinct numbers)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

const COUNTRIES = getCountries().filter((c) => getExampleNumber(c, examples));
const AREA_CODES = [
  '201',
  '212',
  '213',
  '305',
  '312',
  '415',
  '469',
  '617',
  '646',
  '702',
  '718',
  '801',
  '917',
];
const JUNK = ['n/a', 'unknown', 'ask reception', 'see email', 'jo@example.com', '-', 'TBC'];

/**
 * Contact-export-like phone cells, 20 kinds in turn: 12 of every 20 are the countries' mobile numbers written the
 * ways people write them, 3 national US numbers, then a typo (a digit dropped), junk text, a blank, random digits and
 * a 00 or tel: form. The last digits vary so that few rows repeat: a cache must not be what makes a pipeline fast.
 */
export function batchPhones(count) {
  const phones = new Array(count);
  for (let i = 0; i < count; i++) {
    const example = getExampleNumber(COUNTRIES[i % COUNTRIES.length], examples);
    const national = example.nationalNumber;
    const varied =
      national.slice(0, -4) + String((Math.floor(i / COUNTRIES.length) * 7919) % 10000).padStart(4, '0');
    const cc = example.countryCallingCode;
    const last = String((i * 7) % 10000).padStart(4, '0');
    const us = `${AREA_CODES[i % AREA_CODES.length]}${200 + (i % 700)}${last}`;
    const kind = i % 20;
    if (kind < 12) {
      const spellings = [
        `+${cc} ${varied.slice(0, 3)} ${varied.slice(3)}`,
        `+${cc}${varied}`,
        `+${cc}-${varied.slice(0, 2)}-${varied.slice(2)}`,
        `(+${cc}) ${varied}`,
      ];
      phones[i] = spellings[kind % spellings.length];
    } else if (kind < 15) {
      const spellings = [
        `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`,
        `${us.slice(0, 3)}.${us.slice(3, 6)}.${us.slice(6)}`,
        `1 ${us}`,
      ];
      phones[i] = spellings[kind - 12];
    } else if (kind === 15) phones[i] = `+${cc} ${varied.slice(0, -1)}`;
    else if (kind === 16) phones[i] = JUNK[i % JUNK.length];
    else if (kind === 17) phones[i] = '';
    else if (kind === 18) phones[i] = String((i * 7919) % 1e9).padStart(7 + (i % 4), '3');
    else phones[i] = i % 40 === 19 ? `00${cc} ${varied}` : `tel:+${cc}-${varied}`;
  }
  return phones;
}

/** Peak resident memory (VmHWM) of a browser's renderer processes, in MB: the tab and its workers. */
function rendererPeakMb(browserPid) {
  try {
    const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' });
    const procs = out
      .split('\n')
      .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
      .filter(Boolean);
    const family = new Set([String(browserPid)]);
    for (let grown = true; grown;) {
      grown = false;
      for (const [, pid, ppid] of procs) {
        if (family.has(ppid) && !family.has(pid)) {
          family.add(pid);
          grown = true;
        }
      }
    }
    const peaks = procs
      .filter(([, pid, , args]) => family.has(pid) && args.includes('--type=renderer'))
      .map(
        ([, pid]) =>
          Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
      );
    return peaks.length ? Math.max(...peaks) : null;
  } catch {
    return null;
  }
}

/** Counts the export's data rows and its valid ones (no cell here is quoted with a newline inside, so lines are
 * rows). Each phone column adds 8 result cells (_e164 … _duplicate_of), none holding a comma, and judged_by comes
 * last: the last column's _status is the 6th from the end, each one before it 8 further. A row is valid when any of
 * its numbers is. */
const STATUS_FROM_END = 6;

function exportCounts(file, columns) {
  const text = readFileSync(file, 'utf8');
  let rows = -1; // the header
  let valid = 0;
  for (const line of text.split('\r\n')) {
    if (!line) continue;
    rows++;
    const cells = line.split(',');
    const statuses = Array.from({ length: columns }, (_, k) => cells[cells.length - STATUS_FROM_END - 8 * k]);
    if (statuses.includes('valid')) valid++;
  }
  return { rows, valid };
}

/** A second phone column: every other row's mobile, the numbers of other rows (so it adds as much work as the first). */
const secondColumn = (phones) => phones.map((_, i) => (i % 2 ? phones[(i * 7 + 3) % phones.length] : ''));

/**
 * @param {{ chromium: import('playwright-core').BrowserType, executablePath: string, args: string[],
 *   appOrigin: string, loopUrl: string, rows: number, log?: (line: string) => void }} options
 */
// Telfield's runs, each between two runs of the loop; the figures are the means (the machine's load drifts).
const RUNS = Number(process.env.BENCH_BATCH_RUNS ?? 2);

export async function measureBatch({
  chromium,
  executablePath,
  args,
  appOrigin,
  loopUrl,
  rows,
  columns = 1,
  log = () => {},
}) {
  const dir = mkdtempSync(join(tmpdir(), 'telfield-batch-'));
  const phones = batchPhones(rows);
  // Two phone columns: the loop is given both columns' cells, as the list's workers judge both.
  const mobiles = columns === 2 ? secondColumn(phones) : undefined;
  const cells = mobiles ? [...phones, ...mobiles] : phones;
  const file = join(dir, 'contacts.csv');
  // BENCH_BATCH_SHORT=1: the phone column alone, so that 5,000,000 rows fit the 100 MB limit (the limits' memory).
  const short = process.env.BENCH_BATCH_SHORT === '1';
  const cell = (p) => (/[",\r\n]/.test(p) ? `"${p.replace(/"/g, '""')}"` : p);
  writeFileSync(
    file,
    short
      ? `phone\n${phones.map(cell).join('\n')}\n`
      : mobiles
        ? `name,phone,mobile\n${phones.map((p, i) => `person ${i},"${p}",${cell(mobiles[i] ?? '')}`).join('\n')}\n`
        : `name,phone\n${phones.map((p, i) => `person ${i},"${p}"`).join('\n')}\n`,
  );
  const result = {
    rows,
    columns,
    cells: cells.filter((c) => c !== '').length,
    fileMB: statSync(file).size / 1e6,
    distinctPhones: new Set(phones).size,
    defaultCountry: 'US',
  };
  log(`  ${rows.toLocaleString('en')} rows, ${result.fileMB.toFixed(1)} MB`);
  // A browser server, so that its renderer processes can be found for the memory figure.
  const server = await chromium.launchServer({ executablePath, args });
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });

    // The loop before, between and after Telfield's runs, so that drift during the runs hits both alike.
    const loops = [];
    // BENCH_BATCH_LOOP=0: no loop (at 5M rows, handing the rows to the loop page closes it); no ratio then.
    const withLoop = process.env.BENCH_BATCH_LOOP !== '0';
    const loop = async () => {
      if (!withLoop) {
        loops.push({ ms: Number.NaN, valid: 0 });
        return;
      }
      const page = await context.newPage();
      await page.goto(loopUrl);
      await page.waitForFunction(() => typeof window.runLoop === 'function');
      const run = await page.evaluate(([list, country]) => window.runLoop(list, country), [cells, 'US']);
      await page.close();
      loops.push(run);
      log(`  loop: ${Math.round(rows / (run.ms / 1000)).toLocaleString('en')} rows/s`);
    };

    /** One run of the file through /batch in a fresh page; the first run also exports and scrolls. */
    const telfield = async (first) => {
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => window.__longTasks.push([e.startTime, e.duration])),
        ).observe({
          type: 'longtask',
        });
        // Timed in the page: the file's trip from this script to the browser is not the app's time.
        const t = (window.__t = {});
        const startButton = () =>
          [...document.querySelectorAll('button')].find((b) => b.textContent === 'Start');
        document.addEventListener(
          'change',
          (e) => e.target.type === 'file' && (t.picked ??= performance.now()),
          true,
        );
        document.addEventListener(
          'click',
          (e) => e.target === startButton() && (t.clicked ??= performance.now()),
          true,
        );
        new MutationObserver(() => {
          if (t.picked && !t.ready && startButton()?.disabled === false) t.ready = performance.now();
          if (t.clicked && !t.results && document.querySelector('[data-testid="count-valid"]'))
            t.results = performance.now();
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['disabled'],
        });
      });
      await page.goto(`${appOrigin}/batch`);
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await page.getByLabel('File', { exact: true }).setInputFiles(file);
      await page.waitForFunction(() => window.__t.ready, undefined, { timeout: 300_000, polling: 50 });
      const picked = await page
        .getByRole('group', { name: /^Phone columns/ })
        .locator('label:has(input:checked)')
        .allTextContents();
      const want = short ? ['phone'] : mobiles ? ['phone', 'mobile'] : ['phone'];
      if (picked.join() !== want.join())
        throw new Error(`the batch screen picked ${picked.join(', ')}, not ${want.join(', ')}`);
      await start.click();
      await page.getByTestId('count-valid').waitFor({ timeout: 600_000 });
      const times = await page.evaluate(() => window.__t);
      // From the file picked to Start enabled, and from the press on Start to the results: a person's pause between is left out.
      const run = {
        readSeconds: (times.ready - times.picked) / 1000,
        cleanSeconds: (times.results - times.clicked) / 1000,
        validShown: Number((await page.getByTestId('count-valid').textContent()).replace(/\D/g, '')),
      };
      run.totalSeconds = run.readSeconds + run.cleanSeconds;
      log(
        `  Telfield: ${Math.round(rows / run.totalSeconds).toLocaleString('en')} rows/s (${run.totalSeconds.toFixed(1)} s)`,
      );
      if (first) {
        let t = performance.now();
        const download = page.waitForEvent('download', { timeout: 300_000 });
        await page.getByRole('button', { name: 'Export CSV' }).click();
        const exported = join(dir, 'export.csv');
        await (await download).saveAs(exported);
        const exportSeconds = (performance.now() - t) / 1000;
        extras.export = {
          seconds: exportSeconds,
          MB: statSync(exported).size / 1e6,
          ...exportCounts(exported, columns),
        };
        // Scrolls the virtualized table to its last row.
        t = performance.now();
        await page
          .getByRole('region', { name: /rows shown/ })
          .evaluate((el) => (el.scrollTop = el.scrollHeight));
        // The last row, numbered as the spreadsheet numbers it (the header is row 1).
        await page.getByRole('cell', { name: (rows + 1).toLocaleString('en'), exact: true }).waitFor();
        extras.scrollToEndMs = performance.now() - t;
      }
      // Each long task with the phase it fell in: loading the page, reading the file, cleaning, or after (export, scroll).
      const phase = (start) =>
        start < times.picked
          ? 'loading the page'
          : start < times.ready
            ? 'reading the file'
            : start < times.clicked
              ? 'setting up'
              : start < times.results
                ? 'cleaning'
                : 'exporting or scrolling';
      const tasks = await page.evaluate(() => window.__longTasks);
      longTasks.push(
        ...tasks.map(([start, duration]) => ({ phase: phase(start), ms: Math.round(duration) })),
      );
      // Read while the page is open: its renderer's peak ends with it.
      peaks.push(rendererPeakMb(server.process().pid));
      await page.close();
      return run;
    };

    const extras = {};
    const longTasks = [];
    const peaks = [];
    const runs = [];
    await loop();
    for (let i = 0; i < RUNS; i++) {
      runs.push(await telfield(i === 0));
      await loop();
    }
    const peakMB = peaks.some((peak) => peak === null) ? null : Math.max(...peaks);
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const loopRate = rows / (mean(loops.map((l) => l.ms)) / 1000);
    const totalSeconds = mean(runs.map((r) => r.totalSeconds));
    Object.assign(result, {
      runs: RUNS,
      loop: { rowsPerSecond: loopRate, valid: loops[0].valid, seconds: loops.map((l) => l.ms / 1000) },
      telfield: {
        readSeconds: mean(runs.map((r) => r.readSeconds)),
        cleanSeconds: mean(runs.map((r) => r.cleanSeconds)),
        totalSeconds,
        seconds: runs.map((r) => r.totalSeconds),
        rowsPerSecond: rows / totalSeconds,
        cleanRowsPerSecond: rows / mean(runs.map((r) => r.cleanSeconds)),
        validShown: runs[0].validShown,
      },
      ratio: rows / totalSeconds / loopRate,
      longestTaskMs: longTasks.length ? Math.max(...longTasks.map((task) => task.ms)) : 0,
      tasksOver50ms: longTasks.length,
      longTasks,
      peakRendererMB: peakMB,
      ...extras,
    });
    return result;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
