import { expect, test } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { messageAfterBlur, openCheck } from './helpers';

test('+44 20 7946 is not promised to be one digit away: London numbers need four more', async ({ page }) => {
  await openCheck(page);
  const message = await messageAfterBlur(page, '+44 20 7946');
  await expect(message).toHaveText(/Too short for United Kingdom/);
  await expect(message).not.toContainText('1 more digit');
  await expect(message).toHaveText('Too short for United Kingdom: 4 more digits expected.');
});

test('+44 20 7946 0 is incomplete, not "not a valid number"', async ({ page }) => {
  await openCheck(page);
  const message = await messageAfterBlur(page, '+44 20 7946 0');
  await expect(message).toHaveText('Too short for United Kingdom: 3 more digits expected.');
});

test('+1 123 456 7890 is one digit away, as libphonenumber-js reads it (the 1 after +1 is a trunk prefix)', async ({
  page,
}) => {
  await openCheck(page);
  const message = await messageAfterBlur(page, '+1 123 456 7890');
  await expect(message).toHaveText('Too short for United States: 1 more digit expected.');
  const completed = parsePhoneNumberFromString('+1 123 456 7890 6');
  expect([completed?.number, completed?.isValid()]).toEqual(['+12345678906', true]);
});
