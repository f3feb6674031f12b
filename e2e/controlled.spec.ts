import { expect, test, type Page } from '@playwright/test';
import { harnessUrl, phone } from './helpers';

const RUNS = 60;

/** Slows the page's CPU (true) or lets it run at full speed again (false). */
type Slowdown = (slow: boolean) => Promise<void>;
const noSlowdown: Slowdown = () => Promise.resolve();

/**
 * Types a US number at 0 ms per key, many times over, and collects every run that lost or reordered a digit. With a
 * slowdown, the CPU is slowed while the keys go down, and only then: Chromium's throttling keeps a core busy while it
 * is on, even with the page idle, so it is off while the field is emptied and read.
 */
async function stress(page: Page, runs: number, slowdown: Slowdown = noSlowdown): Promise<string[]> {
  const bad: string[] = [];
  for (let run = 0; run < runs; run++) {
    await phone(page).press('ControlOrMeta+a');
    await phone(page).press('Backspace');
    await expect(page.getByTestId('value')).toHaveText('');
    await slowdown(true);
    await phone(page).pressSequentially('2015550123', { delay: 0 });
    await slowdown(false);
    await expect(page.getByTestId('value')).toHaveText(/\+\d+/);
    // Let every echo of the parent settle before reading.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    const [shown, value] = [await phone(page).inputValue(), await page.getByTestId('value').textContent()];
    if (shown !== '(201) 555-0123' || value !== '+12015550123')
      bad.push(`run ${run}: shown ${shown}, value ${value}`);
  }
  return bad;
}

for (const mode of ['state', 'rhf'] as const) {
  test.describe(`controlled by ${mode === 'state' ? 'useState' : 'react-hook-form’s Controller'}`, () => {
    test(`fast typing never loses a digit (${RUNS} runs at 0 ms per key)`, async ({ page }) => {
      test.slow();
      await page.goto(harnessUrl(mode));
      expect(await stress(page, RUNS)).toEqual([]);
    });

    test(`fast typing never loses a digit with the CPU slowed 4× (${RUNS} runs)`, async ({ page }) => {
      test.slow();
      await page.goto(harnessUrl(mode));
      const cdp = await page.context().newCDPSession(page);
      const fourTimes: Slowdown = async (slow) => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow ? 4 : 1 });
      };
      expect(await stress(page, RUNS, fourTimes)).toEqual([]);
    });
  });
}
