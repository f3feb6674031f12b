// One sample of one contender, in a fresh browser context under one Chromium trace: load, typing, opening the country
// list, searching it, and what the page requested. CPU figures come from the trace, between performance.mark()s.
import { keystrokeSplit } from '../scripts/keystroke-split.mjs';
import { mainThread, TRACE_CATEGORIES, traceEventsOf } from './trace.mjs';

export const DIGITS = '2015550123';
const QUIET_MS = 100; // network idle this long, with no input from us, closes a phase: debounces and lazy chunks land
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installed before any page script. Watchers mark the frame in which something is on screen, counted in rAF frames. */
function probes(inputSelector) {
  const until = (condition, t0) =>
    new Promise((resolve) => {
      let frames = 0;
      let dirty = true;
      // Look again only after the DOM changed (or every 10th frame), so watching costs the page next to nothing.
      const observer = new MutationObserver(() => (dirty = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => {
        frames++;
        if ((dirty || frames % 10 === 0) && condition()) {
          observer.disconnect();
          return resolve({ ms: performance.now() - t0, frames });
        }
        dirty = false;
        if (frames <= 600) return requestAnimationFrame(frame);
        observer.disconnect(); // 10 s: it never came
        resolve(null);
      };
      requestAnimationFrame(frame);
    });
  const shown = (el) => el.getBoundingClientRect().height > 0;
  const eventTime = (event) =>
    event.timeStamp > 0 && event.timeStamp <= performance.now() ? event.timeStamp : performance.now();
  // Resolves (and marks bench:usable) in the first frame that lays the field out.
  const usable = until(() => {
    const input = document.querySelector(inputSelector);
    return !!input && shown(input);
  }, 0).then((result) => (performance.mark('bench:usable'), result));
  window.__bench = {
    usable,
    /** Arms a watch from the next pointerdown until an option is on screen. */
    armOpen(optionSelector) {
      this.opened = new Promise((resolve) =>
        addEventListener(
          'pointerdown',
          (event) =>
            resolve(
              until(() => [...document.querySelectorAll(optionSelector)].some(shown), eventTime(event)),
            ),
          { once: true, capture: true },
        ),
      );
    },
    /** Options on screen whose text includes `text`. */
    shownWith(optionSelector, text) {
      return [...document.querySelectorAll(optionSelector)].filter(
        (el) => shown(el) && el.textContent.includes(text),
      ).length;
    },
    /** Arms a watch from the next keydown until Germany is listed and Georgia (a match for "ge", not "ger") is gone. */
    armSearch(optionSelector) {
      this.searched = new Promise((resolve) =>
        addEventListener(
          'keydown',
          (event) =>
            resolve(
              until(
                () =>
                  this.shownWith(optionSelector, 'Germany') > 0 &&
                  this.shownWith(optionSelector, 'Georgia') === 0,
                eventTime(event),
              ),
            ),
          { once: true, capture: true },
        ),
      );
    },
  };
}

/** Requests by phase (initial: until the loaded page is idle; interaction: after), and a wait for network quiet. */
function trackNetwork(page) {
  const state = { phase: 'initial', inflight: 0, last: Date.now(), requests: [] };
  page.on('request', (request) => {
    state.inflight++;
    state.last = Date.now();
    state.requests.push({ request, phase: state.phase });
  });
  const settled = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.last = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  state.quiet = async () => {
    const start = Date.now();
    state.last = Math.max(state.last, start);
    while ((state.inflight > 0 || Date.now() - state.last < QUIET_MS) && Date.now() - start < 10_000)
      await sleep(20);
  };
  return state;
}

const locate = (page, spec) =>
  typeof spec === 'string'
    ? page.locator(spec).first()
    : page.getByRole(spec.role, { name: spec.name }).first();

/** Clicks an element's centre with raw mouse events, so no Playwright actionability script runs in the page. */
async function clickAt(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const mark = (page, name) => page.evaluate((n) => performance.mark(n), name);
const inPage = (page, fn, arg, ms = 15_000) =>
  Promise.race([
    page.evaluate(fn, arg),
    sleep(ms).then(() => Promise.reject(new Error('timed out in the page'))),
  ]);

/** Loads a page once and drops it: warms the browser, the server and the disk cache before anything is recorded. */
export async function warmUp(browser, origin, contender) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${contender.name}/`, { waitUntil: 'load' });
    await page.locator(contender.input).first().waitFor();
  } finally {
    await context.close();
  }
}

/** @param {{ requests?: boolean }} options requests: also size every local request (slower; one sample per page needs it). */
/**
 * requests: keep the network log. keystrokes: trace with 'devtools.timeline' too (more events, so more overhead: its
 * figures are a profile, not the measured ones) and split typing's CPU into script, layout, browser, frames, other.
 */
export async function sample(browser, origin, contender, { requests = false, keystrokes = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(probes, contender.input);
    const net = trackNetwork(page);
    const cdp = await context.newCDPSession(page);
    const result = { typed: null, optionsClosed: null, optionsOpen: null, openWall: null, openFrames: null };
    const marks = [];
    let trace;
    await browser.startTracing(page, {
      categories: keystrokes ? [...TRACE_CATEGORIES, 'devtools.timeline'] : TRACE_CATEGORIES,
    });
    try {
      // Load: from navigation to the first frame that shows the field, then until the network is quiet.
      await page.goto(`${origin}/${contender.name}/`, { waitUntil: 'domcontentloaded' });
      const usable = await inPage(page, () => window.__bench.usable);
      if (!usable) throw new Error('the field never showed');
      result.usableMs = usable.ms;
      await page.waitForLoadState('load');
      await net.quiet();
      await mark(page, 'load:end');
      net.phase = 'interaction';
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      result.heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
      await cdp.send('Performance.disable');

      // Typing: focus the field (Telfield fetches its full rules then), let that land, then type the number.
      const input = locate(page, contender.input);
      await (
        await clickAt(page, input)
      )();
      await net.quiet();
      await mark(page, 'typing:start');
      await page.keyboard.type(DIGITS);
      await net.quiet();
      await mark(page, 'typing:end');
      marks.push('typing');
      result.typed = await input.inputValue();
      if (contender.option) result.optionsClosed = await page.locator(contender.option).count();

      // Country list: from the press on the selector until an option is on screen, then until quiet.
      if (contender.button) {
        const press = await clickAt(page, locate(page, contender.button));
        await page.evaluate((selector) => window.__bench.armOpen(selector), contender.option);
        await mark(page, 'open:start');
        await press();
        const opened = await inPage(page, () => window.__bench.opened);
        await net.quiet();
        await mark(page, 'open:end');
        marks.push('open');
        if (!opened) throw new Error('the country list never showed an option');
        result.openWall = opened.ms;
        result.openFrames = opened.frames;
        result.optionsOpen = await page.locator(contender.option).count();

        // Search: type "ge", then time the last key "r" until the filtered list is on screen.
        if (contender.search) {
          await locate(page, contender.search).focus();
          await page.keyboard.type('ge');
          await net.quiet();
          const georgia = await page.evaluate(
            (s) => window.__bench.shownWith(s, 'Georgia'),
            contender.option,
          );
          await page.evaluate((selector) => window.__bench.armSearch(selector), contender.option);
          await page.keyboard.press('r');
          const searched = await inPage(page, () => window.__bench.searched);
          // Without Georgia listed for "ge" the watch could not tell "ger" apart, so the figure would mean nothing.
          result.searchMs = georgia > 0 && searched ? searched.ms : null;
          result.searchFrames = georgia > 0 && searched ? searched.frames : null;
        }
      }
    } finally {
      trace = await browser.stopTracing();
    }

    const events = traceEventsOf(trace);
    const thread = mainThread(events, 'bench:usable');
    result.loadCpu = thread.cpu(null, 'bench:usable', { includeEnd: true });
    result.loadIdleCpu = thread.cpu(null, 'load:end');
    if (marks.includes('typing')) result.perKeyCpu = thread.cpu('typing:start', 'typing:end') / DIGITS.length;
    if (keystrokes && marks.includes('typing'))
      result.keystroke = keystrokeSplit(events, {
        anchor: 'bench:usable',
        from: 'typing:start',
        to: 'typing:end',
        keys: DIGITS.length,
      });
    if (marks.includes('open')) result.openCpu = thread.cpu('open:start', 'open:end');

    const local = new URL(origin).host;
    result.foreign = net.requests.filter(({ request }) => {
      const url = new URL(request.url());
      return url.protocol.startsWith('http') && url.host !== local;
    }).length;
    result.requests = [];
    for (const { request, phase } of requests ? net.requests : []) {
      const url = new URL(request.url());
      if (url.host !== local) continue;
      const response = await request.response();
      result.requests.push({
        phase,
        path: url.pathname,
        status: response?.status() ?? null,
        encoding: (await response?.headerValue('content-encoding')) ?? null,
        transferred: response ? (await request.sizes()).responseBodySize : 0,
      });
    }
    return result;
  } finally {
    await context.close();
  }
}
