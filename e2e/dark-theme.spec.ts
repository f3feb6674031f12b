import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { luminance, rgbOf } from './contrast';
import { chooseLanguage, countryButton, openCheck, phone } from './helpers';

test.use({ colorScheme: 'dark' });

/** Relative luminance of the page's background (WCAG): near 0 is dark, near 1 light. */
const backgroundLuminance = async (page: Page) =>
  luminance(
    rgbOf(
      await page.evaluate(() => {
        // A canvas turns any colour syntax the page uses into rgba channels.
        const probe = document.createElement('canvas').getContext('2d');
        if (!probe) return 'rgb(255, 255, 255)';
        probe.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
        probe.fillRect(0, 0, 1, 1);
        const [r = 255, g = 255, b = 255] = probe.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      }),
    ),
  );

/** Every axe rule, colour contrast among them (the dark palette's own figures). */
async function contrastIsFine(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the dark theme follows the system; axe (AA contrast too) finds nothing on any screen', async ({
  page,
}) => {
  test.slow();
  await openCheck(page);
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  await phone(page).pressSequentially('+442079460958');
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
  await contrastIsFine(page, 'check, valid');
  await phone(page).fill('');
  await phone(page).pressSequentially('+4420');
  await phone(page).blur();
  await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
  await contrastIsFine(page, 'check, error');
  await countryButton(page).click();
  await contrastIsFine(page, 'check, picker open');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Clean a list' }).click();
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958\n(201) 555-0123\nnope');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('2');
  await contrastIsFine(page, 'list, results');

  await page.getByRole('link', { name: 'Use it in your app' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use it in your app');
  await contrastIsFine(page, 'playground');
});

test('right to left in the dark theme: the Check screen in Arabic, valid and with the picker open', async ({
  page,
}) => {
  await openCheck(page);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).pressSequentially('+442079460958');
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
  await contrastIsFine(page, 'arabic, valid');
  await page.getByRole('button', { name: /البلد/ }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await contrastIsFine(page, 'arabic, picker open');
});
