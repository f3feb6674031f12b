import { expect, test } from '@playwright/test';
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/min/metadata';
import { countryButton, openCheck, phone, pickCountry, selectedCountry } from './helpers';

// One example number per calling code: its main country's (the first listed in the metadata).
const MAIN = Object.entries(metadata.country_calling_codes)
  .map(([code, countries]) => ({ code, country: countries[0] as CountryCode }))
  .filter(({ country }) => getCountries().includes(country) && examples[country]);

const CHUNKS = 4;
// Every code with '+', and every code once more with an international prefix: 00 from Germany or 011 from the US, alternately.
for (const mode of ['plus', 'idd'] as const) {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    // An international prefix belongs to the country dialled from; '+' works from anywhere. Alternate codes are
    // dialled from Germany and from the US, Germany's first: the home is picked twice a chunk, not once per code.
    const dialled = MAIN.filter((_, i) => i % CHUNKS === chunk).map((main, n) => ({
      ...main,
      ...(mode === 'plus'
        ? { dial: '+', home: undefined }
        : n % 2
          ? { dial: '011', home: 'US' }
          : { dial: '00', home: 'DE' }),
    }));
    const codes = [
      ...dialled.filter(({ home }) => home !== 'US'),
      ...dialled.filter(({ home }) => home === 'US'),
    ];
    const prefix = mode === 'plus' ? '+' : '00 or 011';
    const from = mode === 'plus' ? undefined : 'DE or US';
    test(`every calling code typed as ${prefix}… ${from ? `from ${from} ` : ''}names the right country (${chunk + 1}/${CHUNKS})`, async ({
      page,
    }) => {
      test.slow();
      await openCheck(page);
      const problems: string[] = [];
      for (const { code, country, dial, home } of codes) {
        const example = getExampleNumber(country, examples);
        await phone(page).fill('');
        // Emptied, the field is back in the country picked last: a pick only where that is not the home.
        if (home && (await selectedCountry(page)) !== home) await pickCountry(page, home);
        await phone(page).focus();
        await page.keyboard.type(`${dial}${getCountryCallingCode(country)}${example?.nationalNumber ?? ''}`);
        const shown = await selectedCountry(page);
        // The number's own country, or one sharing the code that the number fits.
        if (shown !== country && !example?.getPossibleCountries().includes(shown as CountryCode))
          problems.push(`+${code}: ${shown}, expected ${country}`);
        const value = await phone(page).inputValue();
        if (!value.startsWith(`+${code}`)) problems.push(`+${code}: field shows ${value}`);
      }
      expect(problems).toEqual([]);
    });
  }
}

test.describe('shared calling codes', () => {
  test('+1 268 turns to Antigua as soon as its leading digits are typed', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'US');
    await phone(page).pressSequentially('+1');
    expect(await selectedCountry(page)).toBe('US');
    await phone(page).pressSequentially('268');
    expect(await selectedCountry(page)).toBe('AG');
  });

  test('a Canadian area code moves a US pick to Canada as soon as it is typed', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'US');
    await phone(page).pressSequentially('43');
    expect(await selectedCountry(page)).toBe('US');
    await phone(page).pressSequentially('8');
    // Decided by the full metadata's patterns, which load on first focus: waits for them, not for more digits.
    await expect(countryButton(page)).toHaveAttribute('data-country', 'CA');
    await phone(page).pressSequentially('5550123');
    await expect(phone(page)).toHaveValue('(438) 555-0123');
    expect(await selectedCountry(page)).toBe('CA');
  });

  test('Jersey stays Jersey for +44 7797 …, and the Isle of Man wins early over GB', async ({ page }) => {
    await openCheck(page);
    await pickCountry(page, 'JE');
    await phone(page).pressSequentially('+447797900123');
    expect(await selectedCountry(page)).toBe('JE');
    await phone(page).fill('');
    await pickCountry(page, 'GB');
    await phone(page).pressSequentially('+447624');
    expect(await selectedCountry(page)).toBe('IM');
  });

  test('+7: Kazakhstan by its leading 7, Russia for Moscow; +262, +590, +599 keep a pick that fits', async ({
    page,
  }) => {
    await openCheck(page);
    await pickCountry(page, 'RU');
    await phone(page).pressSequentially('+7701');
    expect(await selectedCountry(page)).toBe('KZ');
    await phone(page).fill('');
    await pickCountry(page, 'KZ');
    await phone(page).pressSequentially('+7495');
    expect(await selectedCountry(page)).toBe('RU');
    for (const [pick, typed] of [
      ['YT', '+262'],
      ['BL', '+590'],
      ['BQ', '+599'],
    ] as const) {
      await phone(page).fill('');
      await pickCountry(page, pick);
      await phone(page).pressSequentially(typed);
      expect(await selectedCountry(page)).toBe(pick);
    }
  });
});

test('Cape Verde and Samoa dial 0 abroad: 0 and a digit typed there keeps the page whole and goes on as international', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openCheck(page);
  for (const country of ['CV', 'WS']) {
    await phone(page).fill('');
    await pickCountry(page, country);
    // libphonenumber-js 1.13 throws on exactly these two keys (see src/phone/read/input-safely.ts).
    await phone(page).pressSequentially('02');
    await expect(phone(page)).toHaveValue('02');
    // Then the rest of a Cape Verde number as dialled from there: 0, then +238 991 12 34.
    await phone(page).pressSequentially('389911234');
    await expect(phone(page)).toHaveValue('+238 991 12 34');
    expect(await selectedCountry(page)).toBe('CV');
  }
  expect(errors).toEqual([]);
});
