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
    test.slow();
    await openCheck(page);
    // What the field shows after each key, read in the page as the next key goes down (and once after the last):
    // the text and the country on the button, with no round trip per key.
    await page.evaluate(() => {
      const shown = () => {
        const input = document.querySelector<HTMLInputElement>('.tf-phone-input__input');
        const button = document.querySelector('.tf-phone-input .tf-country-picker__button');
        return [input?.value ?? '', button?.getAttribute('data-country') ?? ''];
      };
      const record = window as unknown as { shown: () => string[]; keys: string[][] };
      record.shown = shown;
      record.keys = [];
      addEventListener('keydown', () => record.keys.push(shown()), true);
    });
    const problems: string[] = [];
    for (const country of countries) {
      const example = parsePhoneNumberFromString(examples[country] as string, country);
      const typed = (example?.formatNational() ?? '').replace(/[^\d+]/g, '');
      await page.getByRole('textbox', { name: /phone number/i }).fill('');
      await pickCountry(page, country);
      await phone(page).focus();
      await page.evaluate(() => ((window as unknown as { keys: string[][] }).keys = []));
      await page.keyboard.type(typed);
      const states = await page.evaluate(() => {
        const record = window as unknown as { shown: () => string[]; keys: string[][] };
        return [...record.keys.slice(1), record.shown()];
      });
      expect(states, country).toHaveLength(typed.length);
      for (const [index, [actual, shown]] of states.entries()) {
        const i = index + 1;
        // The selector may move to a country the digits decide (shared calling codes); the display follows it.
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
