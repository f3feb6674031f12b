import { expect, test, type Page } from '@playwright/test';
import { APP_HOST, chooseLanguage } from './helpers';

const phone = (page: Page) => page.getByRole('textbox', { name: /phone number/i });
const countryButton = (page: Page) => page.getByRole('button', { name: /country/i });
// Country options are named "<name> +<code>" (the language switcher has options too).
const countryOptions = (page: Page) => page.getByRole('option', { name: / \+\d+$/ });

test.beforeEach(async ({ page }) => {
  // A fixed browser language and no remembered choices, so every test starts from the same place.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
  });
});

test('the Check screen formats a number typed key by key and shows its forms', async ({ page }) => {
  await page.goto('/');
  await phone(page).pressSequentially('2015550123');
  await expect(phone(page)).toHaveValue('(201) 555-0123');
  await expect(page.getByTestId('e164')).toHaveText('+12015550123');
  await expect(page.getByTestId('rfc3966')).toHaveText('tel:+12015550123');
  await expect(page.getByTestId('status')).toHaveText('Valid number');
  await expect(page.getByRole('link', { name: /call/i })).toHaveAttribute('href', 'tel:+12015550123');
});

test('the country selector names the country and its picker follows the ARIA contract', async ({ page }) => {
  await page.goto('/');
  await expect(countryButton(page)).toHaveAccessibleName(/Country.*United States/);
  await expect(countryOptions(page)).toHaveCount(0);
  await countryButton(page).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: /search/i });
  await expect(search).toBeFocused();
  await search.pressSequentially('ger');
  await expect(page.getByRole('option', { name: 'Germany +49' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /countr/ })).not.toHaveText('');
  await page.keyboard.press('Enter');
  // A pick hands focus to the number, so typing goes on there (Escape returns it to the button: below).
  await expect(phone(page)).toBeFocused();
  await expect(countryButton(page)).toHaveAccessibleName(/Country.*Germany/);
  await expect(countryOptions(page)).toHaveCount(0);
});

for (const key of ['Space', 'ArrowDown', 'Alt+ArrowDown']) {
  test(`${key} opens the country list and Escape closes it without a change`, async ({ page }) => {
    await page.goto('/');
    await countryButton(page).focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(countryButton(page)).toBeFocused();
    await expect(countryButton(page)).toHaveAccessibleName(/United States/);
  });
}

test('keyboard only: from the first Tab to a valid German number', async ({ page }) => {
  await page.goto('/');
  // A Tab before the app has drawn anything focuses nothing (the body): a person starts once the page is there.
  await expect(countryButton(page)).toBeVisible();
  // Tab until the country selector has focus, as a keyboard user would.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await countryButton(page).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(countryButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  // The search is typed into once it is there: under load the list's code can arrive after the key that asked for it.
  await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
  await page.keyboard.type('+49');
  await page.keyboard.press('Enter');
  await expect(countryButton(page)).toHaveAccessibleName(/Germany/);
  // No extra Tab: the pick put focus in the number.
  await expect(phone(page)).toBeFocused();
  await page.keyboard.type('030123456');
  await expect(phone(page)).toHaveValue('030 123456');
  await expect(page.getByTestId('e164')).toHaveText('+4930123456');
});

test('an invalid number is flagged after blur, with the reason in words', async ({ page }) => {
  await page.goto('/');
  await countryButton(page).click();
  await page.getByRole('combobox', { name: /search/i }).fill('germany');
  await page.getByRole('option', { name: 'Germany +49' }).click();
  await phone(page).pressSequentially('0301');
  await expect(phone(page)).not.toHaveAttribute('aria-invalid', 'true');
  await phone(page).blur();
  await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await phone(page).getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/Too short for Germany/);
  // One place for the reason: the result panel says only whether, as a badge with an icon.
  await expect(page.getByText(/Too short for Germany/)).toHaveCount(1);
  // Left, the number is not valid, not "not valid yet": the badge gives the verdict.
  const status = page.getByTestId('status');
  await expect(status).toHaveText('Not valid');
  await expect(status.locator('svg')).toHaveCount(1);
  // Back in the field, more digits can still make it valid: "yet".
  await phone(page).focus();
  await expect(status).toHaveText('Not valid yet');
});

test('typing + and a calling code switches the country and announces it', async ({ page }) => {
  await page.goto('/');
  await phone(page).pressSequentially('+442079460958');
  await expect(phone(page)).toHaveValue('+44 20 7946 0958');
  await expect(countryButton(page)).toHaveAccessibleName(/United Kingdom/);
  await expect(page.getByText('Country changed to United Kingdom')).toBeAttached();
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
});

test('the number and the country survive a reload', async ({ page }) => {
  await page.goto('/');
  await phone(page).pressSequentially('+442079460958');
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
  await page.reload();
  await expect(countryButton(page)).toHaveAccessibleName(/United Kingdom/);
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
});

test('in Arabic the page is right to left while the number stays left to right', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = page.getByRole('textbox', { name: 'رقم الهاتف' });
  await expect(field).toHaveAttribute('dir', 'ltr');
  await field.pressSequentially('2015550123');
  await expect(field).toHaveValue('(201) 555-0123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التحقق من رقم هاتف');
  // The Call link's number reads left to right on screen: its '+' is drawn left of its last digit.
  const call = page.locator('.tf-result__call');
  await expect(call).toContainText('+1 201');
  const order = await call.evaluate((link) => {
    const walker = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const plus = text.indexOf('+');
      if (plus < 0) continue;
      const at = (i: number) => {
        const range = link.ownerDocument.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { plus: at(plus), last: at(text.length - 1) };
    }
    return undefined;
  });
  expect(order).toBeDefined();
  expect(order?.plus).toBeLessThan(order?.last ?? 0);
});

test('the page asks nothing of any other host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== APP_HOST) foreign.push(request.url());
  });
  await page.goto('/');
  await countryButton(page).click();
  await page.getByRole('combobox', { name: /search/i }).fill('a');
  await page.keyboard.press('Escape');
  await phone(page).pressSequentially('+33612345678');
  await expect(page.getByTestId('e164')).toHaveText('+33612345678');
  expect(foreign).toEqual([]);
});
