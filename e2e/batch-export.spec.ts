/**
 * A CRM export as people have them, cleaned and exported, then read back with a strict RFC 4180 parser: every input
 * row once and in order, its cells as they were (except guarded ones), header names unique, the E.164 column E.164
 * and libphonenumber-js max's answer for the country the row names (by ISO code, alpha-3, English or own name, or
 * calling code), extensions, other numbers and duplicates in their own columns.
 */
import { expect, test } from '@playwright/test';
import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import { exportedRows, file, OUR_COLUMNS, openBatch, runnable, toCsv, unguard } from './batch-helpers';

// name, phone, country as the CRM holds it, and the country that value names (undefined: none, the default applies).
const CRM: readonly (readonly [string, string, string, CountryCode | undefined])[] = [
  ['Ann', '020 7946 0958', 'United Kingdom', 'GB'],
  ['Bob', '0412 345 678', 'Australia', 'AU'],
  ['Cy', '030 123456', 'Deutschland', 'DE'],
  ['Di', '+44 20 7946 0958 ext. 42', 'UK', 'GB'],
  ['Ed', '020 7946 0958 / 07400 123456', 'GBR', 'GB'],
  ['Flo', '(201) 555-0123', 'Atlantis', undefined],
  ['Gus', '0612345678', 'Nederland', 'NL'],
  ['Hal', '0412 345 678', '+61', 'AU'],
  ['Ivy', '=HYPERLINK("http://evil.example","x")', 'fr', 'FR'],
  ['Jo', '06 12 34 56 78', "Côte d'Ivoire", 'CI'],
];
const HEADER = ['id', 'name', 'phone', 'country', 'type', 'status'];
const INPUT = CRM.map(([name, phone, country], i) => [String(i + 1), name, phone, country, 'lead', 'open']);

/** What libphonenumber-js max reads from the cell in the row's country (the list's default, US, when it names none). */
function expected(phone: string, country: CountryCode | undefined) {
  const first = phone.split(' / ')[0] ?? '';
  const number = parsePhoneNumberFromString(first, { defaultCountry: country ?? 'US' });
  return number?.isValid() ? number : undefined;
}

test('a CRM export comes out ready to import', async ({ page }) => {
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('crm.csv', toCsv(HEADER, INPUT)));
  await expect(page.getByText('crm.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toBeVisible();
  const rows = await exportedRows(page);

  const header = rows[0] ?? [];
  expect(header).toEqual([...HEADER, ...OUR_COLUMNS]);
  expect(new Set(header.map((name) => name.toLowerCase())).size).toBe(header.length);
  expect(rows).toHaveLength(INPUT.length + 1);
  const at = (name: string) => header.indexOf(name);
  for (const [i, input] of INPUT.entries()) {
    const row = rows[i + 1] ?? [];
    // The input's cells, byte for byte once the guard's apostrophe is off; nothing that could run.
    expect(row.slice(0, HEADER.length).map(unguard), `row ${i + 1}`).toEqual(input);
    expect(row.filter(runnable), `row ${i + 1}`).toEqual([]);
    const [, phone, , country] = CRM[i] ?? [];
    const number = expected(phone ?? '', country);
    const e164 = row[at('phone_e164')] ?? '';
    expect(e164, `${phone} in ${country}`).toBe(number?.number ?? '');
    if (e164 !== '') expect(e164).toMatch(/^\+[1-9]\d{1,14}$/);
    expect(row[at('phone_status')]).toBe(number ? 'valid' : 'invalid');
    if (number) expect(row[at('phone_country')]).toBe(number.country);
  }
  const cell = (name: string, column: string) =>
    rows[INPUT.findIndex((r) => r[1] === name) + 1]?.[at(column)];
  expect(cell('Di', 'phone_extension')).toBe('42');
  expect(cell('Ed', 'phone_others')).toBe(parsePhoneNumberFromString('07400 123456', 'GB')?.number);
  // Di and Ed repeat Ann's number: the row a spreadsheet shows Ann on (header = 1).
  expect(cell('Di', 'phone_duplicate_of')).toBe('2');
  expect(cell('Ed', 'phone_duplicate_of')).toBe('2');
  expect(cell('Ann', 'phone_duplicate_of')).toBe('');

  // The rows whose country matched nothing, and the duplicates, are counted and can be shown.
  await expect(page.getByTestId('mark-unknown-country')).toHaveText('1');
  await expect(page.getByTestId('mark-duplicate')).toHaveText('3');
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('unknown-country');
  await expect(page.getByText('1 of 10 rows shown')).toBeVisible();
  // Export what the filter shows.
  await page.getByRole('radio', { name: 'The 1 row shown' }).check();
  const shown = await exportedRows(page);
  expect(shown.map((row) => row[1])).toEqual(['name', 'Flo']);

  console.log(
    'first lines of the export:\n' +
      rows
        .slice(0, 4)
        .map((row) => row.join(','))
        .join('\n'),
  );
});

test('a number typed under the wrong country gives the reason, the length first, then where it is valid', async ({
  page,
}) => {
  await openBatch(page);
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('020 7946 0958');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-invalid')).toHaveText('1');
  const rows = await exportedRows(page);
  const reason = rows[1]?.[rows[0]?.indexOf('Column 1_reason') ?? -1] ?? '';
  // One digit too many for the US: the length first, as libphonenumber-js's validatePhoneNumberLength says.
  expect(validatePhoneNumberLength('020 7946 0958', 'US')).toBe('TOO_LONG');
  expect(reason).toMatch(/^too-long; valid in /);
  const countries = reason.split('; valid in ')[1]?.split(' ') as CountryCode[];
  expect(countries).toContain('GB');
  // Each country named reads the digits as a valid number, as libphonenumber-js max says.
  expect(countries.filter((c) => !parsePhoneNumberFromString('020 7946 0958', c)?.isValid())).toEqual([]);
});
