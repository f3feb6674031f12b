// One sample of one contender in a fresh browser context: load, typing, country list, search, foreign requests.
const settle = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get('TaskDuration') * 1000, heap: get('JSHeapUsedSize') };
}

const count = (page, selector) => (selector ? page.locator(selector).count() : Promise.resolve(null));

export async function sample(browser, origin, contender) {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  const local = new URL(origin).host;
  let foreign = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== local) foreign++;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const result = { foreign: 0 };

  // Load: main-thread task time from navigation until the field is on screen and the page has settled.
  await page.goto(`${origin}/${contender.name}/`, { waitUntil: 'load' });
  await page.locator(contender.input).first().waitFor({ state: 'visible' });
  await settle(page);
  result.loadCpu = (await taskMs(cdp)).task;
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  result.heap = (await taskMs(cdp)).heap;

  // Typing: main-thread task time per keystroke for 2015550123.
  const input = page.locator(contender.input).first();
  await input.click();
  await settle(page);
  const beforeTyping = (await taskMs(cdp)).task;
  await page.keyboard.type('2015550123');
  await settle(page);
  result.perKeyCpu = ((await taskMs(cdp)).task - beforeTyping - 0) / 10;
  result.typed = await input.inputValue();

  result.optionsClosed = await count(page, contender.option);
  if (contender.button) {
    const button = page.locator(contender.button).first();
    await settle(page);
    const before = (await taskMs(cdp)).task;
    const t0 = Date.now();
    await button.click();
    await page.locator(contender.option).first().waitFor({ state: 'visible' });
    result.openWall = Date.now() - t0;
    await settle(page);
    result.openCpu = (await taskMs(cdp)).task - before;
    result.optionsOpen = await count(page, contender.option);
    if (contender.search) {
      const search = page.locator(contender.search).first();
      await search.focus();
      await page.keyboard.type('ge');
      await settle(page);
      // Time from the last key to an option naming Germany being drawn, watched frame by frame in the page.
      await page.evaluate((option) => {
        window.__searchDone = new Promise((resolve) => {
          document.addEventListener(
            'keydown',
            () => {
              const t0 = performance.now();
              const check = () => {
                const shown = [...document.querySelectorAll(option)].some(
                  (el) => el.textContent?.includes('Germany') && el.getBoundingClientRect().height > 0,
                );
                const all = document.querySelectorAll(option).length;
                if (shown && all < 60) resolve(performance.now() - t0);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { once: true, capture: true },
          );
        });
      }, contender.option);
      await page.keyboard.press('r');
      result.searchMs = await page.evaluate(() => window.__searchDone);
    }
  }
  result.foreign = foreign;
  await context.close();
  return result;
}
