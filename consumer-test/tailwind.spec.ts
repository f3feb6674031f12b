/**
 * A team on Tailwind 4 (issue 36): the installed package in an app whose CSS Tailwind's own CLI compiles, with the
 * layers' order named as docs/package.md says, built by plain Vite and looked at in Chromium in light and in dark.
 * The team's utilities win on their design-system input; Tailwind's preflight does not strip the package's own
 * field; the tokens the team sets on :root colour the input, the button and the open list, each readable (AA).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { contrast, luminance, rgbOf } from '../e2e/contrast';
import { engineLoaded } from '../e2e/helpers';
import { bin, run, serve } from './app-tools';
import { VARIANTS, fixtureDir } from './fixture';

/** Computed values of a part, by property name. */
const style = (locator: Locator, ...properties: string[]) =>
  locator.evaluate(
    (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)),
    properties,
  );

/**
 * Computed colours as sRGB 'rgb(…)': Tailwind 4's palette is oklch, which the browser reports as written, so each is
 * painted on a canvas and read back.
 */
const srgb = (page: Page, colours: readonly string[]) =>
  page.evaluate((css) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    return css.map((colour) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    });
  }, colours);

/** A part's text and background colours, in sRGB. */
const colours = async (page: Page, locator: Locator) =>
  srgb(page, await style(locator, 'color', 'background-color'));

/** The tokens as the page sets them on :root, in sRGB. */
const tokens = async (page: Page, ...names: string[]) =>
  srgb(
    page,
    await page.evaluate(
      (properties) =>
        properties.map((name) => getComputedStyle(document.documentElement).getPropertyValue(name)),
      names,
    ),
  );

for (const variant of VARIANTS) {
  test.describe(variant.name, { tag: `@${variant.name}` }, () => {
    const dir = fixtureDir(variant);

    test('Tailwind 4 in light and dark: the team’s utilities win, preflight leaves the field whole, :root tokens colour it, AA', async ({
      page,
    }) => {
      // Tailwind's own compiler, then the same plain Vite as every other page of the app.
      run(dir, join(dir, 'node_modules', '@tailwindcss', 'cli', 'dist', 'index.mjs'), [
        '-i',
        'tailwind/app.css',
        '-o',
        'tailwind/app.built.css',
      ]);
      run(dir, bin('vite', 'bin/vite.js'), ['build', 'tailwind', '--logLevel', 'warn']);
      const { server, url } = await serve(join(dir, 'tailwind', 'dist'));
      const drawn: Record<string, string> = {};
      try {
        for (const theme of ['light', 'dark'] as const) {
          // The system in the other mode: the page's class decides, as a theme switch does.
          await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
          await page.goto(`${url}/?theme=${theme}`);
          await expect(page.locator('.tf-phone-input')).toHaveCount(2);
          await engineLoaded(page);

          // The design system's input: h-10 text-sm rounded-none px-2 border, over the package's sheet.
          const team = page.getByRole('textbox', { name: 'Team phone' });
          expect(
            await style(
              team,
              'height',
              'font-size',
              'border-top-left-radius',
              'padding-left',
              'border-top-width',
            ),
            theme,
          ).toEqual(['40px', '14px', '0px', '8px', '1px']);

          // The package's own input under Tailwind's preflight (border 0, padding 0, radius 0, transparent): its
          // sheet sits above preflight, so it keeps its border, padding, radius and background.
          const themed = page.getByTestId('themed');
          const input = themed.getByRole('textbox', { name: 'Themed phone' });
          expect(
            await style(input, 'border-top-width', 'border-top-left-radius', 'padding-left', 'min-height'),
            theme,
          ).toEqual(['1px', '8px', '12px', '44px']);

          // A utility on the field's root beats the package's own rule for the same property (max-width: 100%).
          expect(await style(themed.locator('.tf-phone-input'), 'max-width'), theme).toEqual(['320px']);

          // The tokens set on :root, for the mode the page is in, on the input, the button and the open list.
          const set = await tokens(page, '--tf-text', '--tf-surface');
          const button = themed.getByRole('button', { name: /country/i });
          await button.click();
          const popup = themed.locator('.tf-country-picker__popup');
          await expect(popup).toBeVisible();
          const parts = {
            input: await colours(page, input),
            button: await colours(page, button),
            list: await colours(page, popup),
          };
          await page.keyboard.press('Escape');
          expect(parts, theme).toEqual({ input: set, button: set, list: set });
          for (const [part, [text = '', back = '']] of Object.entries(parts))
            expect(contrast(text, back), `${theme} ${part}: ${text} on ${back}`).toBeGreaterThanOrEqual(4.5);
          const [text = '', surface = ''] = set;
          drawn[theme] =
            luminance(rgbOf(surface)) < luminance(rgbOf(text)) ? 'light on dark' : 'dark on light';
        }
        // The class switched the team's tokens: the dark page draws the field light on dark.
        expect(drawn).toEqual({ light: 'dark on light', dark: 'light on dark' });
      } finally {
        server.close();
      }
    });
  });
}
