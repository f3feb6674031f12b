import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';

const stage = (page: Page) => page.getByTestId('playground-stage');
const code = (page: Page) => page.getByTestId('playground-code');
const field = (page: Page) => stage(page).getByRole('textbox');
const stageButton = (page: Page) => stage(page).getByRole('button', { name: /country|land/i });

async function openPlayground(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Use it in your app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Use it in your app' })).toBeVisible();
  await expect(page).toHaveURL(/\/component$/);
}

test.describe('the component playground (/component)', () => {
  test('each prop changes the live field and the code to copy', async ({ page }) => {
    await openPlayground(page);
    await expect(stageButton(page)).toHaveAttribute('data-country', 'GB');
    await expect(code(page)).toContainText('defaultCountry="GB"');
    await expect(code(page)).toContainText("import 'telfield/style.css';");

    await page.getByLabel('Default country').selectOption('DE');
    await expect(stageButton(page)).toHaveAttribute('data-country', 'DE');
    await expect(code(page)).toContainText('defaultCountry="DE"');

    // What onChange gets, as libphonenumber-js max reads the same digits.
    await field(page).pressSequentially('030 1234567');
    const expected = parsePhoneNumberFromString('0301234567', 'DE', maxMetadata)?.number;
    await expect(page.getByTestId('playground-payload')).toContainText(`"value": "${expected}"`);

    await page.getByLabel('Preferred countries').fill('fr, es, xx');
    await expect(code(page)).toContainText("preferredCountries={['FR', 'ES']}");
    await stageButton(page).click();
    // The list opens at the selected country; its top holds the preferred ones.
    await stage(page)
      .getByRole('listbox')
      .evaluate((list) => list.scrollTo({ top: 0 }));
    const preferred = stage(page).getByRole('group', { name: 'Suggested countries' }).getByRole('option');
    await expect(preferred).toHaveCount(2);
    await expect(preferred.nth(0)).toHaveAccessibleName(/^France/);
    await expect(preferred.nth(1)).toHaveAccessibleName(/^Spain/);
    await page.keyboard.press('Escape');

    await page.getByLabel('Controlled (value + onChange)').uncheck();
    await expect(code(page)).not.toContainText('useState');
    await expect(code(page)).toContainText('name="phone"');
    await expect(stage(page).locator('input[type="hidden"][name="phone"]')).toHaveCount(1);

    await page.getByLabel('Locale').selectOption('de');
    await expect(field(page)).toHaveAccessibleName('Telefonnummer');
    await expect(code(page)).toContainText('locale="de"');

    await page.getByLabel('Disabled').check();
    await expect(field(page)).toBeDisabled();
    await expect(code(page)).toContainText('disabled');

    // Without the stylesheet the field is the browser's own input: not the package's height.
    const styledHeight = await field(page).evaluate((input) => input.getBoundingClientRect().height);
    await page.getByLabel('Unstyled (without telfield/style.css)').check();
    await expect(code(page)).not.toContainText('style.css');
    await expect
      .poll(() => field(page).evaluate((input) => input.getBoundingClientRect().height))
      .not.toBe(styledHeight);
  });

  test('error off and label hidden: the code says so and the field shows no error after blur', async ({
    page,
  }) => {
    await openPlayground(page);
    await page.getByLabel('Built-in error message').uncheck();
    await page.getByLabel('Hide the label').check();
    await expect(code(page)).toContainText('error={false}');
    await expect(code(page)).toContainText('hideLabel');
    await field(page).pressSequentially('12');
    await field(page).blur();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(stage(page).locator('.tf-phone-input__error')).toHaveCount(0);
    await expect(field(page)).toHaveAccessibleName('Phone number');
  });

  test('axe finds nothing on the playground, with the picker open too', async ({ page }) => {
    await openPlayground(page);
    const check = async (state: string) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${state}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    };
    await check('closed');
    await stageButton(page).click();
    await check('open');
  });
});
