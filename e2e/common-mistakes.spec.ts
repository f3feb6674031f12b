// Issue 39.10: the two commonest mistakes get help that says what to do, at a phone's width and a desktop's. A local
// number typed without its area code ('555-0199' in the US; Google's metadata has 7 digits as the US's local-only
// length) is told to add it, with no offer of other countries; a mobile typed one digit too long (a length
// Australia uses, so libphonenumber-js finds it possible) is "1 digit too many", not only "not valid".
import { expect, test } from '@playwright/test';
import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/max';
import { messageAfterBlur, openCheck, pickCountry } from './helpers';

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a US local number without its area code is told to add it, with no other countries offered (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openCheck(page);
    await pickCountry(page, 'US');
    const message = await messageAfterBlur(page, '555-0199');
    await expect(message).toHaveText('Add the area code: this is a local number in United States.');
    await expect(page.getByRole('group', { name: 'Did you mean a number in:' })).toHaveCount(0);
  });

  test(`an Australian mobile typed one digit too long says so (${size.width} px)`, async ({ page }) => {
    // libphonenumber-js: the mobile is valid, and one digit more is a possible Australian length but not valid.
    expect(isValidPhoneNumber('0412 345 678', 'AU')).toBe(true);
    expect(validatePhoneNumberLength('0412 345 6789', 'AU')).toBeUndefined();
    expect(isValidPhoneNumber('0412 345 6789', 'AU')).toBe(false);
    await page.setViewportSize(size);
    await openCheck(page);
    await pickCountry(page, 'AU');
    const message = await messageAfterBlur(page, '0412 345 6789');
    await expect(message).toHaveText('Too long for Australia: 1 digit too many.');
  });
}

test('a UK local number without its area code is told to add it too', async ({ page }) => {
  await openCheck(page);
  await pickCountry(page, 'GB');
  const message = await messageAfterBlur(page, '7946 0958');
  await expect(message).toHaveText('Add the area code: this is a local number in United Kingdom.');
});
