/**
 * The field in a team's page (issue 36): the package's sheet sits in the `telfield` cascade layer, so the team's own
 * styles win; every colour comes from a token read wherever the page sets it; the defaults follow the page's dark
 * mode, so nothing is drawn light on light or dark on dark. Contrast is WCAG's formula over the computed colours.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrast, luminance, rgbOf } from './contrast';
import { engineLoaded, harnessUrl } from './helpers';

const style = (locator: Locator, ...properties: string[]) =>
  locator.evaluate(
    (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)),
    properties,
  );

const themed = (page: Page) => page.getByTestId('themed');
const themedInput = (page: Page) => themed(page).getByRole('textbox', { name: 'Themed phone' });
const themedButton = (page: Page) => themed(page).getByRole('button', { name: /country/i });

/** Text and background of the input, the country button and the open list, as computed. */
async function colours(page: Page): Promise<Record<'input' | 'button' | 'list', string[]>> {
  const input = await style(themedInput(page), 'color', 'background-color');
  const button = await style(themedButton(page), 'color', 'background-color');
  await themedButton(page).click();
  const popup = themed(page).locator('.tf-country-picker__popup');
  await expect(popup).toBeVisible();
  const list = await style(popup, 'color', 'background-color');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  return { input, button, list };
}

/** The parts whose text on its background is below AA (4.5), named with their colours. */
const belowAA = (theme: string, parts: Record<string, string[]>) =>
  Object.entries(parts)
    .map(([part, [text = '', back = '']]) => ({ part, ratio: contrast(text, back), text, back }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ part, ratio, text, back }) => `${theme} ${part}: ${text} on ${back} is ${ratio.toFixed(2)}`);

/** Whether a computed colour is dark (relative luminance below 0.2). */
const isDark = (css = '') => luminance(rgbOf(css)) < 0.2;

test.describe('the team’s styles win', () => {
  test('a design-system input keeps its own height, font size, radius and padding', async ({ page }) => {
    await page.goto(harnessUrl('team-styles'));
    const input = page.getByRole('textbox', { name: 'Team phone' });
    await engineLoaded(page);
    await expect(input).toHaveClass(/team-input/);
    expect(await style(input, 'height', 'font-size', 'border-top-left-radius', 'padding-left')).toEqual([
      '40px',
      '14px',
      '0px',
      '4px',
    ]);
  });

  test('an unlayered team rule of no specificity beats the package’s button rule', async ({ page }) => {
    await page.goto(harnessUrl('team-styles'));
    await engineLoaded(page);
    const button = page.getByTestId('team').getByRole('button', { name: /country/i });
    expect(await style(button, 'border-top-left-radius')).toEqual(['0px']);
    // The plain field outside the team's wrapper keeps the package's radius.
    expect(await style(themedButton(page), 'border-top-left-radius')).toEqual(['8px']);
  });
});

test.describe('theming follows the page', () => {
  test('tokens set on :root reach the input, the button and the open list', async ({ page }) => {
    await page.goto(harnessUrl('team-styles'));
    await engineLoaded(page);
    await page.addStyleTag({
      content: ':root { --tf-text: rgb(250, 250, 250); --tf-surface: rgb(16, 16, 16); }',
    });
    const set = ['rgb(250, 250, 250)', 'rgb(16, 16, 16)'];
    expect(await colours(page)).toEqual({ input: set, button: set, list: set });
  });

  test('a picker token set on a wrapper reaches the list (it was only read on the picker itself)', async ({
    page,
  }) => {
    await page.goto(harnessUrl('team-styles'));
    await page.addStyleTag({
      content: '[data-testid=themed] { --tf-country-picker-surface: rgb(1, 2, 3); }',
    });
    await themedButton(page).click();
    const popup = themed(page).locator('.tf-country-picker__popup');
    expect(await style(popup, 'background-color')).toEqual(['rgb(1, 2, 3)']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the defaults are readable with the system in ${scheme} mode, the page setting nothing`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(harnessUrl('team-styles'));
      await page.addStyleTag({
        content: `body { background: ${scheme === 'dark' ? '#000' : '#fff'}; color: ${scheme === 'dark' ? '#fff' : '#000'}; }`,
      });
      await engineLoaded(page);
      const parts = await colours(page);
      expect(parts.input.map(isDark), `input ${parts.input.join(' on ')}`).toEqual(
        scheme === 'dark' ? [false, true] : [true, false],
      );
      expect(belowAA(scheme, parts)).toEqual([]);
    });
  }

  for (const [theme, dark] of [
    ['dark-class', true],
    ['dark', true],
    ['light', false],
  ] as const) {
    test(`an ancestor's ${theme === 'dark-class' ? '.dark class' : `[data-theme=${theme}]`} sets the defaults, over the system's ${dark ? 'light' : 'dark'} mode`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
      await page.goto(`${harnessUrl('team-styles')}&theme=${theme}`);
      await engineLoaded(page);
      const parts = await colours(page);
      expect(parts.input.map(isDark), `input ${parts.input.join(' on ')}`).toEqual(
        dark ? [false, true] : [true, false],
      );
      expect(belowAA(theme, parts)).toEqual([]);
    });
  }
});
