/**
 * The package's CountryPicker on its own paints its button first and draws the picker once the field's engine has
 * loaded. Here the engine's chunk is held: what a person does meanwhile (a press, a key, focus) is what the picker
 * then does.
 */
import { expect, test, type Page } from '@playwright/test';
import { harnessUrl } from './helpers';

const ENGINE = /\/phone-input-engine-[^/]*\.js$/;

async function holdEngine(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENGINE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const button = (page: Page) => page.getByRole('button', { name: /^Country:/ });

test.describe('CountryPicker on its own', () => {
  test('a press before the picker is there opens its list once it is, with the search focused', async ({
    page,
  }) => {
    const release = await holdEngine(page);
    await page.goto(harnessUrl('picker-alone'));
    await expect(page.locator('[data-first-paint]')).toHaveCount(1);
    await expect(button(page)).toHaveAccessibleName('Country: GB +44');
    await button(page).click();
    release();
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await page.keyboard.type('germ');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('country')).toHaveText('DE');
    await expect(button(page)).toBeFocused();
    await expect(button(page)).toHaveAccessibleName(/^Country: Germany/);
  });

  test('focus on its button stays there when the picker takes over, and ArrowDown then opens the list', async ({
    page,
  }) => {
    const release = await holdEngine(page);
    await page.goto(harnessUrl('picker-alone'));
    // A Tab before the first paint has drawn the button focuses nothing: a person tabs once it is there.
    await expect(button(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(button(page)).toBeFocused();
    release();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
  });
});
