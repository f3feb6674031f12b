import { expect, test } from '@playwright/test';
import { harnessUrl, phone } from './helpers';

test.describe('leaving the field', () => {
  test('with a press on the button right under it: the click lands, then the error line shows', async ({
    page,
  }) => {
    await page.goto(harnessUrl('button-below'));
    await phone(page).click();
    await page.keyboard.type('0740012');
    const below = page.getByRole('button', { name: 'Below' });
    // Where the button is before the field is left: a press there is what a person aims at.
    const box = await below.boundingBox();
    if (!box) throw new Error('the button is not drawn');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.getByTestId('clicks')).toHaveText('1');
    await expect(page.getByText(/Too short for United Kingdom/)).toBeVisible();
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('with Tab: the error shows at once', async ({ page }) => {
    await page.goto(harnessUrl('button-below'));
    await phone(page).click();
    await page.keyboard.type('0740012');
    await page.keyboard.press('Tab');
    await expect(page.getByText(/Too short for United Kingdom/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Below' })).toBeFocused();
  });
});
