/**
 * Issue 38.5: a country cell that says "not known" (N/A, n/a, none, unknown, -, ?) names no country. N/A is not
 * Namibia: a Mailchimp audience's rows with N/A are read in the default country (US here), and every such row is
 * listed under "Country not recognised". What each number should give is libphonenumber-js max's answer.
 */
import { expect, test } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { exportedRows, file, openBatch, toCsv } from './batch-helpers';

const HEADER = ['Email Address', 'First Name', 'Last Name', 'Phone Number', 'Country', 'MEMBER_RATING'];
/** A Namibian mobile written nationally: valid in NA, not in the US. */
const NAMIBIAN = '081 234 5678';
const UNKNOWN = ['N/A', 'n/a', 'none', 'unknown', '-', '?'];
const INPUT = [
  ['ann@example.com', 'Ann', 'Lee', '020 7946 0958', 'United Kingdom', '2'],
  ['bo@example.com', 'Bo', 'Ng', '030 1234567', 'Germany', '3'],
  ['cy@example.com', 'Cy', 'Oz', '0412 345 678', 'Australia', '2'],
  ...UNKNOWN.map((country, i) => [`u${i}@example.com`, 'Uma', 'Ray', NAMIBIAN, country, '1']),
];

test('N/A, none, unknown, - and ? in the country column are no country, listed as not recognised', async ({
  page,
}) => {
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('members_export.csv', toCsv(HEADER, INPUT)));
  await expect(page.getByText('members_export.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toBeVisible();
  const rows = await exportedRows(page);
  const header = rows[0] ?? [];
  const us = parsePhoneNumberFromString(NAMIBIAN, 'US');
  const got = rows.slice(4).map((row) => row[header.indexOf('Phone Number_e164')]);
  expect(got).toEqual(UNKNOWN.map(() => (us?.isValid() ? us.number : '')));
  await expect(page.getByTestId('mark-unknown-country')).toHaveText(String(UNKNOWN.length));
});
