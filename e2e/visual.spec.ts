/**
 * Visual regression: each screen's look, compared with the images in visual.spec.ts-snapshots/ (drawn in the
 * Chromium the tests run in, Debian's headless shell: docs/decisions/headless-shell.md). A change of look fails here until the images are redrawn on purpose:
 *   npx playwright test e2e/visual.spec.ts --update-snapshots
 * UPDATE_SCREENSHOTS=1 also writes the README's images (docs/*.png) from the same shots.
 */
import { expect, test, type Page } from '@playwright/test';
import type { words as appWords } from '../src/app/messages/he';
import type { firstPaint as firstPaintWords } from '../src/components/i18n/phone-words/he';
import type { BatchMessages } from '../src/features/batch/messages/batch-messages';
import { chooseLanguage, countryButton, openCheck, phone } from './helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const README = new Set([
  'check-valid-desktop-light',
  'batch-results-desktop-light',
  'check-valid-phone-light',
]);

/**
 * Images decoded and fonts ready, so a shot never catches a flag or a glyph half loaded; and the page at its top,
 * because a full-page shot places its masks by the scroll position it finds, so a page the screen has scrolled (a
 * finished run brings its summary into view) gets its masks off their lines in the first shot and matches only on a
 * retry, which a busy machine does not reach within the time a shot is given.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise(requestAnimationFrame);
  });
}

async function shot(page: Page, name: string, masked = /Done:|הסתיים/): Promise<void> {
  await settled(page);
  // Times and rates vary from run to run: masked, in the live line and in the list's "Done" line under Start (the
  // README's picture shows that line as it is).
  const live = page.getByRole('status').filter({ hasText: masked });
  const mask = [live, page.locator('.tf-batch__note')];
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask, maxDiffPixels: 200 });
  if (process.env.UPDATE_SCREENSHOTS && README.has(name))
    await page.screenshot({ path: `docs/${name}.png`, fullPage: true, mask: [live] });
}

async function validNumber(page: Page, field = phone(page)): Promise<void> {
  await field.pressSequentially('+442079460958');
  await expect(page.getByTestId('type')).not.toHaveText('');
}

async function cleanedList(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Clean a list|تنظيف/ }).click();
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958\n(201) 555-0123\nnope');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('2');
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  for (const scheme of ['light', 'dark'] as const)
    test.describe(`${size}, ${scheme}`, () => {
      test.use({ viewport, colorScheme: scheme });

      test('the Check screen: empty, valid, not valid after blur, picker open', async ({ page }) => {
        await openCheck(page);
        await shot(page, `check-empty-${size}-${scheme}`);
        await validNumber(page);
        await shot(page, `check-valid-${size}-${scheme}`);
        await phone(page).fill('');
        await phone(page).pressSequentially('+4420');
        await phone(page).blur();
        await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
        await shot(page, `check-invalid-${size}-${scheme}`);
        await countryButton(page).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await shot(page, `check-picker-${size}-${scheme}`);
      });

      test('Clean a list with its results, and the playground', async ({ page }) => {
        await openCheck(page);
        await cleanedList(page);
        await shot(page, `batch-results-${size}-${scheme}`);
        await page.getByRole('link', { name: 'Use it in your app' }).click();
        await expect(page.getByTestId('playground-code')).toBeVisible();
        await shot(page, `playground-${size}-${scheme}`);
      });

      test('in Arabic, right to left', async ({ page }) => {
        await openCheck(page);
        await chooseLanguage(page, 'العربية');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await validNumber(page, page.getByRole('textbox', { name: 'رقم الهاتف' }));
        await shot(page, `check-valid-arabic-${size}-${scheme}`);
      });
    });

// Right to left in each such language, as a browser set to it opens each screen (one size and scheme: the layout is
// the subject). Arabic's Check screen with a valid number is drawn above, in every size and scheme.
const RIGHT_TO_LEFT = [
  { code: 'he', locale: 'he-IL', name: 'hebrew' },
  { code: 'fa', locale: 'fa-IR', name: 'persian' },
  { code: 'ur', locale: 'ur-PK', name: 'urdu' },
  { code: 'ar', locale: 'ar-EG', name: 'arabic' },
] as const;

for (const { code, locale, name } of RIGHT_TO_LEFT)
  test.describe(`${name[0]?.toUpperCase()}${name.slice(1)}, right to left`, () => {
    test.use({ viewport: DESKTOP, colorScheme: 'light', locale });

    test('every screen: Check (valid, picker open), Clean a list with results, the playground', async ({
      page,
    }) => {
      const { [code]: list } = (await import(`../src/features/batch/messages/${code}.ts`)) as Record<
        string,
        BatchMessages
      >;
      const { words: app } = (await import(`../src/app/messages/${code}.ts`)) as { words: typeof appWords };
      const { firstPaint } = (await import(`../src/components/i18n/phone-words/${code}.ts`)) as {
        firstPaint: typeof firstPaintWords;
      };
      if (!list) throw new Error(`no Clean a list words for ${code}`);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const field = page.getByRole('textbox', { name: firstPaint.phoneNumber });
      await validNumber(page, field);
      if (code !== 'ar') await shot(page, `check-valid-${name}-desktop-light`);
      await page.getByRole('button', { name: new RegExp(`^${firstPaint.selector}`) }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await shot(page, `check-picker-${name}-desktop-light`);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: app.cleanList }).click();
      // Every number international: the browser's country is the language's here.
      await page.getByRole('textbox', { name: list.paste }).fill('+44 20 7946 0958\n+1 201 555 0123\nnope');
      await page.getByRole('button', { name: list.usePasted }).click();
      await page.getByRole('button', { name: list.start }).click();
      // Counts in the language's own digits (Persian ۲).
      await expect(page.getByTestId('count-valid')).toHaveText(new Intl.NumberFormat(code).format(2));
      // Every live line masked: the run's time is in one of them, wherever this language puts it.
      await shot(page, `batch-results-${name}-desktop-light`, /\S/);
      await page.getByRole('link', { name: app.useIt }).click();
      await expect(page.getByTestId('playground-code')).toBeVisible();
      await shot(page, `playground-${name}-desktop-light`);
    });
  });
