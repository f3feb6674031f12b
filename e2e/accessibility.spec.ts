import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { countryButton, openCheck, phone, chooseLanguage } from './helpers';

async function noViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${state}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

test('axe finds nothing on the Check screen: closed, open, filtered, with an error, in Arabic', async ({
  page,
}) => {
  test.slow();
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
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await noViolations(page, 'arabic');
  await page.getByRole('button', { name: /البلد/ }).click();
  await noViolations(page, 'arabic open');
});

// Right to left: each language a browser set to it opens, on the Check screen (closed, picker open, an error) and on
// Clean a list.
for (const [locale, tag] of [
  ['ar', 'ar-EG'],
  ['he', 'he-IL'],
  ['fa', 'fa-IR'],
  ['ur', 'ur-PK'],
] as const)
  test.describe(`right to left, ${locale}`, () => {
    test.use({ locale: tag });

    test(`axe finds nothing in ${locale}: the Check screen closed, open, with an error, and Clean a list`, async ({
      page,
    }) => {
      test.slow();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const field = page.locator('input[type="tel"]');
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await noViolations(page, `${locale} closed`);
      await page.locator('.tf-country-picker button').first().click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await noViolations(page, `${locale} open`);
      await page.keyboard.press('Escape');
      await field.pressSequentially('23');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await noViolations(page, `${locale} error`);
      await page.goto('/batch');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await noViolations(page, `${locale} list`);
    });
  });

test('axe finds nothing on the list cleaner', async ({ page }) => {
  await page.goto('/batch');
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958\n123');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('1');
  await noViolations(page, 'batch results');
});

type Role = Parameters<Page['getByRole']>[0];
interface Stop {
  readonly role: Role;
  readonly name: string | RegExp;
}

/** The focused element is this control: its role and accessible name, on screen (not the body, not hidden). */
async function expectFocusOn(page: Page, stop: Stop, where: string) {
  const focused = page.locator(':focus');
  await expect(focused, `${where}: something in the page has focus`).toHaveCount(1);
  await expect(focused, where).toHaveRole(stop.role);
  await expect(focused, where).toHaveAccessibleName(stop.name);
  await expect(focused, `${where}: shown`).toBeVisible();
  await expect(focused, `${where}: on screen`).toBeInViewport();
}

// The Check screen with a valid number, in reading order: every stop Tab makes, by role and accessible name.
const STOPS: readonly Stop[] = [
  { role: 'link', name: 'Skip to content' },
  { role: 'link', name: 'Telfield' },
  { role: 'link', name: 'Check a number' },
  { role: 'link', name: 'Clean a list' },
  { role: 'link', name: 'Use it in your app' },
  { role: 'button', name: 'Language: English' },
  { role: 'button', name: 'Country: United States +1' },
  { role: 'textbox', name: 'Phone number' },
  { role: 'button', name: 'Copy E.164' },
  { role: 'button', name: 'Copy International' },
  { role: 'button', name: 'Copy National' },
  { role: 'button', name: 'Copy tel: URI' },
  { role: 'link', name: 'Call +1 201 555 0123' },
];

test('Tab and Shift+Tab visit every control in reading order, each named, on screen, never the body', async ({
  page,
}) => {
  await openCheck(page);
  await phone(page).pressSequentially('2015550123');
  await expect(page.getByTestId('e164')).toHaveText('+12015550123');
  // The number survives a reload (this tab's session), and the reload puts focus back at the start of the page.
  await page.reload();
  await expect(page.getByTestId('e164')).toHaveText('+12015550123');
  for (const [i, stop] of STOPS.entries()) {
    await page.keyboard.press('Tab');
    await expectFocusOn(page, stop, `Tab ${i + 1}`);
  }
  for (let i = STOPS.length - 2; i >= 0; i--) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(page, STOPS[i] as Stop, `Shift+Tab back to stop ${i + 1}`);
  }
  // The skip link skips the header: the next Tab is the first control of the content.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, { role: 'button', name: 'Country: United States +1' }, 'Tab after the skip link');
});

test('an open picker lets Tab and Shift+Tab move on, and closes; Escape gives focus back to its button', async ({
  page,
}) => {
  await openCheck(page);
  const country = { role: 'button', name: 'Country: United States +1' } as const;
  const search = { role: 'combobox', name: 'Search countries' } as const;
  await countryButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectFocusOn(page, search, 'picker opened');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusOn(page, { role: 'textbox', name: 'Phone number' }, 'Tab out of the open picker');

  await countryButton(page).focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, search, 'picker opened again');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusOn(page, country, 'Shift+Tab out of the open picker');

  await page.keyboard.press('Enter');
  await expectFocusOn(page, search, 'picker opened a third time');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusOn(page, country, 'Escape');
});
