// Issue 39.9: red only where something is wrong. Red says "this is not a number"; it is not shown for a field left
// empty by a paste with no number in it, nor for a number still being typed. The country button and the number sit
// in one row as one control, so they have one height.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { countryButton, openCheck, phone, pickCountry } from './helpers';

const badge = (page: Page) => page.getByTestId('status');
const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
const borderOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).borderTopColor);

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the country button is as tall as the number beside it (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await openCheck(page);
    const button = await countryButton(page).boundingBox();
    const input = await phone(page).boundingBox();
    expect(button?.height).toBeGreaterThan(0);
    expect(button?.height).toBe(input?.height);
    expect(button?.y).toBe(input?.y);
  });
}

test('a number still being typed is "not valid yet" in the neutral colour; red once the person leaves it', async ({
  page,
}) => {
  await openCheck(page);
  const neutral = await colourOf(badge(page));
  await pickCountry(page, 'GB');
  await phone(page).focus();
  await page.keyboard.type('20 7946');
  await expect(badge(page)).toHaveText('Not valid yet');
  expect(await colourOf(badge(page))).toBe(neutral);
  await phone(page).blur();
  await expect(badge(page)).toHaveText('Not valid');
  expect(await colourOf(badge(page))).not.toBe(neutral);
});

test('a paste with no number leaves the empty field as it was: no red border, no error', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCheck(page);
  const calm = await borderOf(phone(page));
  await page.evaluate(() => navigator.clipboard.writeText('see you at the weekend'));
  await phone(page).focus();
  await page.keyboard.press('Control+V');
  // The field says what happened to the paste, in words.
  await expect(page.getByTestId('field-notice')).not.toBeEmpty();
  await expect(phone(page)).toHaveValue('');
  await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await borderOf(phone(page))).toBe(calm);
  // Leaving the empty field is no mistake either.
  await phone(page).blur();
  await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await borderOf(phone(page))).toBe(calm);
});
