import { expect, test, type Page } from '@playwright/test';
import { countryButton, openCheck, phone, pickCountry } from './helpers';

/** Puts the whole app inside a form (React listens on #root, which moves along) and records each submit. */
async function wrapInForm(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root?.parentNode) throw new Error('no #root');
    const form = document.createElement('form');
    form.id = 'wrapper';
    root.parentNode.insertBefore(form, root);
    form.append(root);
    const w = window as unknown as { submits: string[] };
    w.submits = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      w.submits.push((document.querySelector('input[type="tel"]') as HTMLInputElement).value);
    });
  });
}

test.describe('the field hands out no wrong number', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Enter in the field submits its form, as in a plain input', async ({ page }) => {
    await openCheck(page);
    await wrapInForm(page);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).pressSequentially('2015550123');
    await phone(page).press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { submits: string[] }).submits))
      .toEqual(['(201) 555-0123']);
    // Enter changed nothing in the field.
    await expect(phone(page)).toHaveValue('(201) 555-0123');
  });

  test('an extension belongs to its number: clearing the field and typing another leaves no extension behind', async ({
    page,
  }) => {
    await openCheck(page);
    await page.evaluate((text) => navigator.clipboard.writeText(text), '+44 20 7946 0958 ext. 123');
    await phone(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(page.getByTestId('extension')).toHaveText('123');
    await phone(page).press('ControlOrMeta+a');
    await phone(page).press('Backspace');
    await expect(phone(page)).toHaveValue('');
    await phone(page).pressSequentially('+12025550143');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'US');
    await expect(page.getByTestId('e164')).toHaveText('+12025550143');
    await expect(page.getByTestId('extension')).toHaveCount(0);
    await expect(page.getByTestId('rfc3966')).not.toContainText('ext=');
    await expect(page.getByTestId('international')).not.toContainText('123');
  });
});
