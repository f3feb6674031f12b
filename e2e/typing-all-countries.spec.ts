import { expect, test } from '@playwright/test';
import { AsYouType, getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { openCheck, phone, pickCountry, selectedCountry } from './helpers';

// Every country libphonenumber-js has an example number for, in chunks so the two workers share them.
const COUNTRIES = getCountries().filter((c) => examples[c]);
const CHUNKS = 6;

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const countries = COUNTRIES.filter((_, i) => i % CHUNKS === chunk);
  test(`typing every example number key by key, countries ${chunk + 1}/${CHUNKS} (${countries.length})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openCheck(page);
    const problems: string[] = [];
    for (const country of countries) {
      const example = parsePhoneNumberFromString(examples[country] as string, country);
      const typed = (example?.formatNational() ?? '').replace(/[^\d+]/g, '');
      await page.getByRole('textbox', { name: /phone number/i }).fill('');
      await pickCountry(page, country);
      await phone(page).focus();
      for (let i = 1; i <= typed.length; i++) {
        await page.keyboard.type(typed.charAt(i - 1));
        // The selector may move to a country the digits decide (shared calling codes); the display follows it.
        // Both read in one round trip: the text and the country the button shows after the same key.
        const [actual, shown] = await phone(page).evaluate((input: HTMLInputElement) => [
          input.value,
          input
            .closest('.tf-phone-input')
            ?.querySelector('.tf-country-picker__button')
            ?.getAttribute('data-country') ?? '',
        ]);
        const shownCountry = (shown || country) as CountryCode;
        const expected = new AsYouType(shownCountry).input(typed.slice(0, i));
        if (actual !== expected)
          problems.push(`${country} key ${i}: "${actual}" ≠ AsYouType(${shownCountry}) "${expected}"`);
      }
      await expect(page.getByTestId('e164'), country).toHaveText(example?.number ?? '');
      const final = (await selectedCountry(page)) as CountryCode;
      if (final !== country && !example?.getPossibleCountries().includes(final))
        problems.push(`${country}: ended in ${final}`);
    }
    expect(problems).toEqual([]);
  });
}
