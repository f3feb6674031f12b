import { expect, test, type Page } from '@playwright/test';
import { AsYouType } from 'libphonenumber-js/max';
import { engineLoaded, harnessUrl, openCheck, phone, pickCountry } from './helpers';

/**
 * A key redraws the number's <input> no further than its text: React rewrites a controlled input's name, type and
 * value attributes on every render, which restyles it (the bench's CPU per key). What the field writes instead must
 * still be what a controlled input would show, whatever the browser or a form does to it.
 */

const DIGITS = '2015550123';
const usFormat = (digits: string) => new AsYouType('US').input(digits);

/** The names of the attributes written on the number's <input> while the rest of `digits` is typed after the first. */
async function attributesWrittenWhileTyping(page: Page, digits: string): Promise<string[]> {
  await phone(page).pressSequentially(digits.slice(0, 1));
  await phone(page).evaluate((input) => {
    const names: string[] = [];
    (window as unknown as { written: string[] }).written = names;
    new MutationObserver((records) => {
      for (const record of records) names.push(record.attributeName ?? '');
    }).observe(input, { attributes: true });
  });
  await phone(page).pressSequentially(digits.slice(1));
  await expect(phone(page)).toHaveValue(usFormat(digits));
  return page.evaluate(() => (window as unknown as { written: string[] }).written);
}

test('typing on the Check screen writes the number input’s text and nothing else', async ({ page }) => {
  await openCheck(page);
  await pickCountry(page, 'US');
  const written = await attributesWrittenWhileTyping(page, DIGITS);
  expect(written.filter((name) => name !== 'value')).toEqual([]);
});

for (const mode of ['state', 'rhf'] as const) {
  test(`controlled by ${mode === 'state' ? 'useState' : 'react-hook-form'}, a key still writes only the text`, async ({
    page,
  }) => {
    await page.goto(harnessUrl(mode));
    await engineLoaded(page);
    const written = await attributesWrittenWhileTyping(page, DIGITS);
    expect(written.filter((name) => name !== 'value')).toEqual([]);
    await expect(page.getByTestId('value')).toHaveText(`+1${DIGITS}`);
  });
}

test('a form reset leaves the number as shown, and typing goes on from it', async ({ page }) => {
  // react-hook-form's page has a <form>; a native reset is nothing react-hook-form hears of.
  await page.goto(harnessUrl('rhf'));
  await engineLoaded(page);
  await phone(page).pressSequentially(DIGITS.slice(0, 6));
  await phone(page).evaluate((input) => {
    const form = (input as HTMLInputElement).form;
    if (!form) throw new Error('the number is not in a form');
    form.reset();
  });
  await expect(phone(page)).toHaveValue(usFormat(DIGITS.slice(0, 6)));
  await phone(page).press('End');
  await phone(page).pressSequentially(DIGITS.slice(6));
  await expect(phone(page)).toHaveValue(usFormat(DIGITS));
});

test('an edit the browser makes itself is put back in the field’s format, as React restores a controlled input', async ({
  page,
}) => {
  await openCheck(page);
  await pickCountry(page, 'US');
  await phone(page).pressSequentially(DIGITS);
  // Autofill writes the value natively and fires an input event, with no beforeinput to prevent: the same number,
  // unformatted, so what the field reads is what it already holds.
  await phone(page).evaluate((input: HTMLInputElement, digits) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, digits);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
  }, DIGITS);
  await expect(phone(page)).toHaveValue(usFormat(DIGITS));
});
