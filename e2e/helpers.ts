import { expect, type Page } from '@playwright/test';

export const phone = (page: Page) => page.getByRole('textbox', { name: /phone number/i });
export const countryButton = (page: Page) => page.getByRole('button', { name: /country/i });

/** The field's engine has taken over from its first paint (e2e/first-paint.spec.ts tests the time before). */
export const engineLoaded = (page: Page) => expect(page.locator('[data-first-paint]')).toHaveCount(0);

/** Types into the field, leaves it, and gives the message the field is then described by (its error). */
export async function messageAfterBlur(page: Page, typed: string) {
  await phone(page).pressSequentially(typed);
  await phone(page).blur();
  await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await phone(page).getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  return page.locator(`[id="${describedBy}"]`);
}

/** A fixed browser language and a fresh page with the field's engine loaded, so every test starts from the same place. */
export async function openCheck(page: Page, languages = ['en-US']): Promise<void> {
  await page.addInitScript((langs) => {
    Object.defineProperty(navigator, 'languages', { get: () => langs });
  }, languages);
  await page.goto('/');
  await expect(phone(page)).toBeVisible();
  await engineLoaded(page);
}

/** Picks a country through the UI: open the selector, search its ISO code, Enter. */
export async function pickCountry(page: Page, code: string): Promise<void> {
  await countryButton(page).click();
  await page.getByRole('combobox', { name: /search/i }).fill(code);
  await page.keyboard.press('Enter');
  await expect(countryButton(page)).toHaveAttribute('data-country', code);
}

export const selectedCountry = (page: Page) => countryButton(page).getAttribute('data-country');

/** Caret position of the phone field. */
export const caretOf = (page: Page) => phone(page).evaluate((el) => (el as HTMLInputElement).selectionStart);

/** The ports playwright.config.ts serves the app and the harness on. */
export const APP_HOST = `127.0.0.1:${process.env.E2E_PORT ?? 4174}`;
const HARNESS_HOST = `127.0.0.1:${process.env.E2E_HARNESS_PORT ?? 4175}`;

/** The test-only pages of e2e/harness (served beside the app): `state`, `rhf` or the uncontrolled field. */
export const harnessUrl = (
  mode:
    | 'state'
    | 'rhf'
    | 'rhf-register'
    | 'rhf-register-watch'
    | 'rhf-controller-reset'
    | 'native-reset'
    | 'uncontrolled'
    | 'differential'
    | 'nothing-pinned'
    | 'button-below'
    | 'picker-alone'
    | 'team-styles',
) => `http://${HARNESS_HOST}/?mode=${mode}`;

/** Switches the UI language through the header's switcher, as a person does: open it, press the language. */
export async function chooseLanguage(page: Page, ownName: string): Promise<void> {
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: ownName, exact: true }).click();
}
