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
