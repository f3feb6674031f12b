// Issue 38.17 on the screen: a list saved from a spreadsheet that stored phone numbers as numbers. A float whose
// digits are whole is read from them; scientific notation that lost digits is "Changed by a spreadsheet", in the
// summary's reasons and in the export's _reason, as the command line says it (conformance/spreadsheet-floats.test.ts).
import { expect, test } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { exportedRows, file, openBatch, toCsv } from './batch-helpers';

const INPUT = [
  ['Ann', 'GB', '447400123456.0'],
  ['Bob', 'GB', '4.47400123E+11'],
  ['Cy', 'US', '12015550123.0'],
  ['Di', 'US', '1.20155501E+10'],
];

test('a float is read from its whole digits; lost digits are "Changed by a spreadsheet"', async ({
  page,
}) => {
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('crm.csv', toCsv(['Name', 'Country', 'Phone'], INPUT)));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toBeVisible();
  await expect(page.getByTestId('reason-spreadsheet-float')).toHaveText('2');
  await expect(page.getByText('Changed by a spreadsheet (scientific notation or .0)').first()).toBeVisible();
  const [header = [], ...rows] = await exportedRows(page);
  const e164 = header.indexOf('Phone_e164');
  const reason = header.indexOf('Phone_reason');
  for (const [i, [, country, text = '']] of INPUT.entries()) {
    // The whole floats: libphonenumber-js's reading of the digits without '.0', in the row's country.
    const whole = text.endsWith('.0')
      ? parsePhoneNumberFromString(text.slice(0, -2), country as 'GB' | 'US')?.number
      : undefined;
    expect(rows[i]?.[e164], text).toBe(whole ?? '');
    if (!whole) expect(rows[i]?.[reason], text).toMatch(/^spreadsheet-float; looks changed by a spreadsheet/);
  }
});
