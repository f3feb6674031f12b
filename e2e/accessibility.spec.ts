import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { countryButton, openCheck, phone } from './helpers';

async function noViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${state}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

test('axe finds nothing on the Check screen: closed, open, filtered, with an error, in Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  await openCheck(page);
  await noViolations(page, 'closed');
  await countryButton(page).click();
  await noViolations(page, 'open');
  await page.keyboard.type('ger');
  await noViolations(page, 'filtered');
  await page.keyboard.press('Escape');
  await phone(page).pressSequentially('201');
  await phone(page).blur();
  await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
  await noViolations(page, 'error');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await noViolations(page, 'arabic');
  await page.getByRole('button', { name: /البلد/ }).click();
  await noViolations(page, 'arabic open');
});

test('axe finds nothing on the list cleaner', async ({ page }) => {
  await page.goto('/batch');
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958\n123');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('1');
  await noViolations(page, 'batch results');
});

test('focus is never lost or trapped: Tab through the page and back, out of an open picker', async ({ page }) => {
  await openCheck(page);
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const tag = await page.evaluate(() => (document.activeElement === document.body ? 'BODY' : document.activeElement?.tagName ?? 'NONE'));
    seen.push(tag);
  }
  expect(seen).not.toContain('NONE');
  expect(seen.slice(0, 6)).not.toContain('BODY');
  for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+Tab');
  // An open picker lets Tab move on, and closes.
  await countryButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});
