import { expect, test, type Page } from '@playwright/test';
import { harnessUrl, phone } from './helpers';

const RUNS = 60;

/** Types a US number at 0 ms per key, many times over, and collects every run that lost or reordered a digit. */
async function stress(page: Page, runs: number): Promise<string[]> {
  const bad: string[] = [];
  for (let run = 0; run < runs; run++) {
    await phone(page).press('ControlOrMeta+a');
    await phone(page).press('Backspace');
    await expect(page.getByTestId('value')).toHaveText('');
    await phone(page).pressSequentially('2015550123', { delay: 0 });
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
      test.setTimeout(120_000);
      await page.goto(harnessUrl(mode));
      expect(await stress(page, RUNS)).toEqual([]);
    });

    test(`fast typing never loses a digit with the CPU slowed 4× (${RUNS} runs)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(harnessUrl(mode));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      expect(await stress(page, RUNS)).toEqual([]);
    });
  });
}
