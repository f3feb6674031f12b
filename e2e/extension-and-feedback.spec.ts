import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  findPhoneNumbersInText,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { countryButton, openCheck, phone, pickCountry } from './helpers';

/** Calling codes shared by several countries, from the metadata; its list puts the code's main country first. */
const SHARED_CODES = Object.entries(maxMetadata.country_calling_codes).filter(
  ([, countries]) => countries.length > 1,
);
const exampleOf = (country: CountryCode) => {
  const example = getExampleNumber(country, examples);
  return example?.isValid() && example.country === country ? example : undefined;
};

const extensionBox = (page: Page) => page.getByRole('textbox', { name: 'Extension' });

test.describe('a typed extension is kept apart from its number, as a pasted one is', () => {
  for (const typed of [
    '+1 212 555 0100 ext. 123',
    '+1 212 555 0100x123',
    '+1 212 555 0100#123',
    '+1 212 555 0100,123',
    '+1 212 555 0100 ext 123',
  ]) {
    test(`"${typed}" typed key by key`, async ({ page }) => {
      await openCheck(page);
      await phone(page).focus();
      await page.keyboard.type(typed);
      await expect(phone(page)).toHaveValue('+1 212 555 0100');
      await expect(extensionBox(page)).toHaveValue('123');
      await expect(page.getByTestId('e164')).toHaveText('+12125550100');
      await expect(page.getByTestId('extension')).toHaveText('123');
      await expect(page.getByTestId('rfc3966')).toContainText('tel:+12125550100;ext=123');
    });
  }

  test('the extension is edited where it is shown, and Backspace in an empty one returns to the number', async ({
    page,
  }) => {
    await openCheck(page);
    await phone(page).focus();
    await page.keyboard.type('+12125550100x12');
    await expect(extensionBox(page)).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    await expect(page.getByTestId('extension')).toHaveText('19');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await expect(extensionBox(page)).toHaveCount(0);
    await expect(phone(page)).toBeFocused();
    await expect(page.getByTestId('rfc3966')).not.toContainText('ext=');
    // The caret is back at the end of the number: the next digit goes there.
    await page.keyboard.press('Backspace');
    await expect(phone(page)).toHaveValue('+1 212 555 010');
  });

  test('a pasted extension shows in the same box, and clearing the number removes it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await page.evaluate(() => navigator.clipboard.writeText('+44 20 7946 0958 ext. 123'));
    await phone(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(extensionBox(page)).toHaveValue('123');
    await phone(page).press('ControlOrMeta+a');
    await phone(page).press('Backspace');
    await expect(extensionBox(page)).toHaveCount(0);
  });

  test('an extension key with no number typed does nothing', async ({ page }) => {
    await openCheck(page);
    await phone(page).focus();
    await page.keyboard.type('x1');
    await expect(extensionBox(page)).toHaveCount(0);
    await expect(phone(page)).toBeFocused();
  });
});

test.describe('feedback that was only for screen readers is on screen too', () => {
  test('pasting text with no number in it says so next to the field', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await page.evaluate(() => navigator.clipboard.writeText('call me maybe'));
    await phone(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByTestId('field-notice')).toBeVisible();
    await expect(page.getByTestId('field-notice')).toHaveText('No phone number found in the pasted text.');
    await expect(phone(page)).toHaveValue('');
  });

  test('a copy button shows that it copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).pressSequentially('2015550123');
    const copy = page.getByRole('button', { name: 'Copy E.164' });
    await copy.click();
    const status = page.getByText('E.164 copied');
    await expect(status).toBeVisible();
    // On screen for a sighted person, not a 1-pixel box for a screen reader only.
    expect((await status.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+12015550123');
  });
});

test.describe('countries sharing a calling code, in the browser', () => {
  test('+44 7700 900123 typed key by key stays United Kingdom all the way, and after a reload', async ({
    page,
  }) => {
    await openCheck(page);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).focus();
    for (const key of '+447700900123') {
      await page.keyboard.type(key);
      const shown = await countryButton(page).getAttribute('data-country');
      expect(shown === 'US' || shown === 'GB', `after ${key}: ${shown}`).toBe(true);
    }
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await page.reload();
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
  });

  test('Isle of Man picked, 07400 123456 is a United Kingdom mobile', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'IM');
    await phone(page).fill('');
    await phone(page).pressSequentially('07400123456');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await expect(page.getByTestId('e164')).toHaveText('+447400123456');
  });

  test('United Kingdom picked, 0807 031 3000 never flips to Isle of Man', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'GB');
    await phone(page).fill('');
    await phone(page).focus();
    for (const key of '08070313000') {
      await page.keyboard.type(key);
      await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    }
  });
});

test.describe('every shared calling code: each country’s example number typed under the other side’s pick shows the country libphonenumber-js reads', () => {
  for (const [code, list] of SHARED_CODES) {
    test(`+${code}`, async ({ page }) => {
      test.slow();
      await openCheck(page);
      const countries = list as CountryCode[];
      const wrong: string[] = [];
      let checked = 0;
      for (const country of countries) {
        const example = exampleOf(country);
        if (!example) continue;
        // The other side: the code's main country, or (for the main country itself) the next one.
        const picked = countries[0] === country ? countries[1] : countries[0];
        if (!picked) continue;
        await pickCountry(page, picked);
        const digits = example.formatNational().replace(/\D/g, '');
        // What libphonenumber-js (full metadata) reads from the same digits in the picked country.
        const expected = parsePhoneNumberFromString(digits, picked);
        await phone(page).fill('');
        await phone(page).pressSequentially(digits);
        await expect(page.getByTestId('e164')).toHaveText(expected?.number ?? '');
        // The full metadata may still be on its way (the first number on a fresh page): give the field time to
        // re-decide with it, then take what it shows.
        await expect(countryButton(page))
          .toHaveAttribute('data-country', expected?.country ?? '')
          .catch(() => undefined);
        const shown = await countryButton(page).getAttribute('data-country');
        if (shown !== expected?.country)
          wrong.push(`${picked} picked, ${digits} → ${shown}, libphonenumber-js: ${expected?.country}`);
        checked++;
      }
      // Both sides typed: the main country's number under another pick, and the others' under the main one.
      expect(checked).toBeGreaterThan(1);
      expect(wrong).toEqual([]);
    });
  }
});

test.describe('a number typed under the wrong country', () => {
  test('US picked, 020 7946 0958 offers the United Kingdom; one press switches and keeps the digits', async ({
    page,
  }) => {
    await openCheck(page, ['en-US', 'en-GB']);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).pressSequentially('02079460958');
    const offer = page.getByRole('group', { name: 'Did you mean a number in:' });
    // The browser's languages name the UK: it comes first, before the "more" button.
    await expect(offer.getByRole('button').first()).toHaveAttribute('data-country', 'GB');
    const expected = parsePhoneNumberFromString('02079460958', 'GB');
    await offer.getByRole('button', { name: 'United Kingdom' }).click();
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await expect(phone(page)).toHaveValue('020 7946 0958');
    await expect(phone(page)).toBeFocused();
    await expect(page.getByTestId('e164')).toHaveText(expected?.number ?? '');
    await expect(offer).toHaveCount(0);
  });

  test('an English UI with US alone in the browser still offers the United Kingdom first (issue 35.6)', async ({
    page,
  }) => {
    await openCheck(page, ['en-US']);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).pressSequentially('02079460958');
    const offer = page.getByRole('group', { name: 'Did you mean a number in:' });
    // Valid in a dozen countries: English is the UI language, and nearly everyone in the UK speaks it.
    await expect(offer.locator('[data-country]').first()).toHaveAttribute('data-country', 'GB');
    await expect(offer.getByRole('button', { name: 'United Kingdom' })).toBeVisible();
  });

  test('at most five countries, and "N more" shows the rest; every one is valid by libphonenumber-js', async ({
    page,
  }) => {
    await openCheck(page);
    await pickCountry(page, 'US');
    await phone(page).fill('');
    await phone(page).pressSequentially('02079460958');
    const offer = page.getByRole('group', { name: 'Did you mean a number in:' });
    // The reason first, the length first: one digit too many for the US.
    await phone(page).blur();
    await expect(page.getByText('Too long for United States: 1 digit too many.')).toBeVisible();
    await expect(offer.locator('[data-country]')).toHaveCount(5);
    await offer.getByRole('button', { name: /more/ }).click();
    const codes = await offer
      .locator('[data-country]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-country') as CountryCode));
    expect(codes.length).toBeGreaterThan(5);
    expect(codes).toContain('GB');
    expect(codes.filter((code) => !parsePhoneNumberFromString('02079460958', code)?.isValid())).toEqual([]);
  });
});

/** Opens the Check screen with GB picked and pastes `text` into the empty field with the keyboard. */
async function pasteUnderGb(page: Page, context: BrowserContext, text: string): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCheck(page);
  await pickCountry(page, 'GB');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await phone(page).fill('');
  await phone(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('several numbers in one paste', () => {
  test('the first goes into the field; the others can be picked, each as libphonenumber-js reads it', async ({
    page,
    context,
  }) => {
    await pasteUnderGb(page, context, 'Office: +44 20 7946 0958, mobile: 07400 123456 ext. 12');
    await expect(page.getByTestId('e164')).toHaveText(
      parsePhoneNumberFromString('+442079460958')?.number ?? '',
    );
    const choices = page
      .getByRole('group', { name: 'Numbers in the pasted text:' })
      .locator('button[aria-pressed]');
    await expect(choices).toHaveCount(2);
    await expect(choices.first()).toHaveAttribute('aria-pressed', 'true');
    await choices.nth(1).click();
    await expect(page.getByTestId('e164')).toHaveText(
      parsePhoneNumberFromString('07400123456', 'GB')?.number ?? '',
    );
    await expect(page.getByRole('textbox', { name: 'Extension' })).toHaveValue('12');
    await expect(choices.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(phone(page)).toBeFocused();
    // Clearing the field ends the choice.
    await phone(page).press('ControlOrMeta+a');
    await phone(page).press('Backspace');
    await expect(choices).toHaveCount(0);
  });

  test('"Check them all" cleans every number of the paste in Clean a list, national ones in the picked country', async ({
    page,
    context,
  }) => {
    const text = 'Office: +44 20 7946 0958, mobile: 07400 123456 ext. 12; US desk +1 212 555 0100';
    await pasteUnderGb(page, context, text);
    await page.getByRole('button', { name: 'Check them all in Clean a list' }).click();
    await expect(page).toHaveURL(/\/batch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean a list');
    const expected = findPhoneNumbersInText(text, 'GB').map((found) => found.number.number);
    expect(expected).toHaveLength(3);
    await expect(page.getByTestId('count-valid')).toHaveText(String(expected.length));
    const table = page.getByRole('region', { name: /rows shown/ });
    for (const e164 of expected) await expect(table.getByRole('cell', { name: e164 }).last()).toBeVisible();
    // The menu opens Clean a list empty again.
    await page.getByRole('link', { name: 'Check' }).click();
    await page.getByRole('link', { name: 'Clean a list' }).click();
    await expect(page.getByRole('textbox', { name: 'Paste numbers' })).toHaveValue('');
  });

  test('a paste with one number offers no choice', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await page.evaluate(() => navigator.clipboard.writeText('Call +44 20 7946 0958 today'));
    await phone(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(phone(page)).toHaveValue('+44 20 7946 0958');
    await expect(page.getByRole('group', { name: 'Numbers in the pasted text:' })).toHaveCount(0);
  });
});
