// Issue 38.10 on the screen: the summary counts rows and numbers apart, and the counts add up. A Shopify customers
// export with two phone columns: a row is valid when any of its numbers is, each number is valid or not by reason,
// and both are checked against the export's own statuses, per row and per number.
import { expect, test } from '@playwright/test';
import { exportedRows, file, openBatch, toCsv } from './batch-helpers';

const HEADER = ['First Name', 'Last Name', 'Email', 'Country Code', 'Phone', 'Default Address Phone'];
const INPUT = [
  ['Ann', 'Lee', 'ann@example.com', 'GB', '+44 20 7946 0958', '07400 123456'],
  ['Bob', 'Ray', 'bob@example.com', 'US', '+1 201 555 012', '201-555-0123'],
  ['Cy', 'Oz', 'cy@example.com', 'DE', 'call me', '030 1234'],
  ['Di', 'Ng', 'di@example.com', 'FR', '', ''],
  ['Ed', 'Wu', 'ed@example.com', 'AU', '0412 345 678', '+61 2 9374 4000'],
];

test('the summary counts rows and numbers apart, as the export has them', async ({ page }) => {
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('customers_export.csv', toCsv(HEADER, INPUT)));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toBeVisible();
  const [header = [], ...rows] = await exportedRows(page);
  const statuses = ['Phone', 'Default Address Phone'].map((column) => header.indexOf(`${column}_status`));
  const numbers = rows.flatMap((row) => statuses.map((at) => row[at] ?? ''));
  const rowStatus = (row: string[]) => {
    const own = statuses.map((at) => row[at]);
    return own.includes('valid') ? 'valid' : own.includes('invalid') ? 'invalid' : 'empty';
  };
  const rowsBy = (status: string) => String(rows.filter((row) => rowStatus(row) === status).length);
  await expect(page.getByTestId('count-valid')).toHaveText(rowsBy('valid'));
  await expect(page.getByTestId('count-invalid')).toHaveText(rowsBy('invalid'));
  await expect(page.getByTestId('count-empty')).toHaveText(rowsBy('empty'));
  const valid = numbers.filter((status) => status === 'valid').length;
  const invalid = numbers.filter((status) => status === 'invalid').length;
  await expect(page.getByTestId('numbers-valid')).toHaveText(String(valid));
  await expect(page.getByTestId('numbers-invalid')).toHaveText(String(invalid));
  // Rows and numbers differ here, so the test tells them apart; the reasons add up to the numbers not valid.
  expect(valid).not.toBe(Number(rowsBy('valid')));
  const reasons = await page.locator('[data-testid^="reason-"]').allTextContents();
  expect(reasons.reduce((sum, n) => sum + Number(n), 0)).toBe(invalid);
});
