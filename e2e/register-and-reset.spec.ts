import { expect, test, type Page } from '@playwright/test';
import { engineLoaded, harnessUrl, phone } from './helpers';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Types one key at a time and checks after each that the field shows the digits typed, in the order typed. */
async function typeAndKeepTyped(page: Page, typed: string): Promise<void> {
  for (let end = 1; end <= typed.length; end += 1) {
    await page.keyboard.type(typed[end - 1] as string);
    await expect(phone(page)).toHaveValue(/^[^+]*$/);
    expect(digitsOf(await phone(page).inputValue())).toBe(typed.slice(0, end));
  }
}

test.describe("react-hook-form's register through fromRegister", () => {
  for (const mode of ['rhf-register-watch', 'rhf-register'] as const) {
    test(`${mode}: the field shows what was typed, before and after submit`, async ({ page }) => {
      await page.goto(harnessUrl(mode));
      await engineLoaded(page);
      await phone(page).click();
      await typeAndKeepTyped(page, '0740012');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('submitted')).toHaveText(/^\+44/);
      expect(digitsOf(await phone(page).inputValue())).toBe('0740012');
      await phone(page).click();
      await page.keyboard.press('End');
      await page.keyboard.type('3456');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('submitted')).toHaveText('+447400123456');
      await expect(phone(page)).not.toHaveValue(/\+/);
      expect(digitsOf(await phone(page).inputValue())).toBe('07400123456');
    });
  }
});

test.describe('a reset is a reset', () => {
  for (const mode of ['native-reset', 'rhf-register', 'rhf-controller-reset'] as const) {
    test(`${mode}: empty, no error and no aria-invalid until the next blur`, async ({ page }) => {
      await page.goto(harnessUrl(mode));
      await engineLoaded(page);
      await phone(page).click();
      await page.keyboard.type('0740');
      await page.keyboard.press('Tab');
      await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(/Too short for United Kingdom/)).toBeVisible();

      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(phone(page)).toHaveValue('');
      // Past the native reset's own turn (the field's runs after the browser's): a frame and the task after it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      await expect(phone(page)).not.toHaveAttribute('aria-invalid', /.*/);
      await expect(page.getByText(/Too short for United Kingdom/)).toBeHidden();
      await expect(page.getByText('Enter a phone number.')).toBeHidden();

      // The next blur says it again: the field is required.
      await phone(page).click();
      await page.keyboard.press('Tab');
      await expect(page.getByText('Enter a phone number.')).toBeVisible();
      await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    });
  }
});
