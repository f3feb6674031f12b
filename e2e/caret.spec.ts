import { expect, test, type Page } from '@playwright/test';
import { AsYouType } from 'libphonenumber-js/min';
import { caretOf, openCheck, phone, pickCountry } from './helpers';

async function typeUs(page: Page, digits: string) {
  await openCheck(page);
  await pickCountry(page, 'US');
  await phone(page).pressSequentially(digits);
}

const setCaret = (page: Page, start: number, end = start) =>
  phone(page).evaluate(
    (el, [s, e]) => (el as HTMLInputElement).setSelectionRange(s ?? 0, e ?? 0),
    [start, end],
  );

/** The field as '(201) 5|55', caret marked. */
async function shown(page: Page): Promise<string> {
  const value = await phone(page).inputValue();
  const caret = (await caretOf(page)) ?? 0;
  return value.slice(0, caret) + '|' + value.slice(caret);
}

test('Backspace right after a separator deletes the digit before it', async ({ page }) => {
  await typeUs(page, '2015550123');
  await setCaret(page, 6); // '(201) |555-0123'
  await page.keyboard.press('Backspace');
  expect(await shown(page)).toBe('(20|5) 550-123');
});

test('Delete before a separator deletes the digit after it', async ({ page }) => {
  await typeUs(page, '2015550123');
  await setCaret(page, 9); // '(201) 555|-0123'
  await page.keyboard.press('Delete');
  expect(await shown(page)).toBe('(201) 555|-123');
});

test('insert in the middle keeps the caret after the typed digit', async ({ page }) => {
  await typeUs(page, '201555012');
  await setCaret(page, 2); // '(2|01) 555-012'
  await page.keyboard.type('9');
  expect(await shown(page)).toBe('(29|0) 155-5012');
});

test('select and replace, cut, paste in the middle', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await typeUs(page, '2015550123');
  await setCaret(page, 6, 9); // select '555'
  await page.keyboard.type('7');
  expect(await shown(page)).toBe('(201) 7|01-23');
  await setCaret(page, 1, 4); // select '201'
  await page.keyboard.press('Control+X');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('201');
  expect(await phone(page).inputValue()).toBe('(701) 23');
  await page.evaluate(() => navigator.clipboard.writeText('88'));
  await setCaret(page, 0);
  await page.keyboard.press('Control+V');
  // Pasted at the start: the digits are in order and the caret sits after the two pasted ones.
  const after = await shown(page);
  expect(after.replace(/[^\d|]/g, '')).toBe('88|70123');
});

test('undo and redo restore earlier values', async ({ page }) => {
  await typeUs(page, '201');
  await page.keyboard.type('5550123');
  expect(await phone(page).inputValue()).toBe('(201) 555-0123');
  await page.keyboard.press('Control+Z');
  expect(await phone(page).inputValue()).not.toBe('(201) 555-0123');
  await page.keyboard.press('Control+Shift+Z');
  expect(await phone(page).inputValue()).toBe('(201) 555-0123');
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Y');
  expect(await phone(page).inputValue()).toBe('(201) 555-0123');
});

test('Android-style input: insertText with no key codes, and IME composition', async ({ page }) => {
  await openCheck(page);
  await pickCountry(page, 'US');
  await phone(page).focus();
  const cdp = await page.context().newCDPSession(page);
  for (const digit of '201555') await cdp.send('Input.insertText', { text: digit });
  expect(await shown(page)).toBe('(201) 555|');
  await cdp.send('Input.imeSetComposition', { text: '0', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.imeSetComposition', { text: '01', selectionStart: 2, selectionEnd: 2 });
  await cdp.send('Input.insertText', { text: '0123' });
  expect(await shown(page)).toBe('(201) 555-0123|');
});

test('the full rules arriving keep a selection the person made (Ctrl+A, then Backspace clears it all)', async ({
  page,
}) => {
  // Hold the full metadata until the number is typed and selected, then let it arrive.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/max-metadata-delta-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await typeUs(page, '2015550123');
  await expect(page.getByTestId('type')).toHaveText('Length checked; the full rules are still loading.');
  await phone(page).press('ControlOrMeta+a');
  release();
  await expect(page.getByTestId('type')).not.toHaveText('Length checked; the full rules are still loading.');
  expect(
    await phone(page).evaluate((el) => [
      (el as HTMLInputElement).selectionStart,
      (el as HTMLInputElement).selectionEnd,
    ]),
  ).toEqual([0, '(201) 555-0123'.length]);
  await phone(page).press('Backspace');
  await expect(phone(page)).toHaveValue('');
});

test('typing a number written with "(" over the selected old one replaces it, as in a plain input', async ({
  page,
}) => {
  await typeUs(page, '2015550123');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('(758) 284-5678');
  // What libphonenumber-js shows for the new number's digits typed into an empty US field.
  await expect(phone(page)).toHaveValue(new AsYouType('US').input('7582845678'));
});
