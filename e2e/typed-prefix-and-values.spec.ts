import { expect, test, type Page } from '@playwright/test';
import { countryButton, openCheck, phone, pickCountry } from './helpers';

async function typeKeys(page: Page, keys: string) {
  await phone(page).fill('');
  await phone(page).focus();
  await page.keyboard.type(keys);
}

test.describe('00 typed where it is not the way out reads as a paste of it does', () => {
  test('US picked: 0044 20 7946 0958 typed key by key becomes +44 20 7946 0958 in GB', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'US');
    await typeKeys(page, '00');
    await expect(phone(page)).toHaveValue('00');
    await page.keyboard.type('44');
    // The calling code is whole: the prefix becomes '+' and the number's country is shown.
    await expect(phone(page)).toHaveValue('+44');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await page.keyboard.type('2079460958');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await expect(page.getByTestId('e164')).toHaveText('+442079460958');
  });

  test('US picked: the same digits pasted give the same text and country', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await pickCountry(page, 'US');
    await page.evaluate(() => navigator.clipboard.writeText('00442079460958'));
    await phone(page).fill('');
    await phone(page).focus();
    await page.keyboard.press('Control+V');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
  });

  test('Australia’s own 0011 is not cut short at 001 (00 + 1) while it is typed', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'AU');
    await typeKeys(page, '001');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'AU');
    await page.keyboard.type('1442079460958');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
  });

  test('Germany dials 00: typed as before', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'DE');
    await typeKeys(page, '00442079460958');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
  });
});

test.describe('a value that is not E.164 is read as typed in its country', () => {
  // The Check screen restores the tab's last entry; a stored value that is not E.164 takes this path.
  for (const [value, country, shown] of [
    ['07947123123', 'GB', '07947 123123'],
    ['٠٧٩٤٧١٢٣١٢٣', 'GB', '07947 123123'],
    ['2015550123', 'US', '(201) 555-0123'],
  ] as const) {
    test(`${value} restored with ${country} shows ${shown}`, async ({ page }) => {
      await page.addInitScript((entry) => sessionStorage.setItem('telfield.check', JSON.stringify(entry)), {
        value,
        country,
      });
      await openCheck(page);
      await expect(phone(page)).toHaveValue(shown);
      await expect(countryButton(page)).toHaveAttribute('data-country', country);
    });
  }
});
