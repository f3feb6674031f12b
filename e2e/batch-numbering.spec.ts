/**
 * One numbering and honest counts: the table, its notes and the export count rows as the spreadsheet does (the header
 * is row 1); copying says whether duplicates are in; every number of a valid row has its forms on screen.
 */
import { expect, test } from '@playwright/test';
import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { exportedRows, file, openBatch } from './batch-helpers';

const guernsey = getExampleNumber('GG', examples);
/** libphonenumber-js max's E.164 of each valid number of the list, read in the US (the screen's default here). */
const validOf = (list: string) =>
  list
    .split('\n')
    .slice(1)
    .map((line) => parsePhoneNumberFromString(line.slice(line.indexOf(',') + 1), 'US'))
    .filter((number) => number?.isValid())
    .map((number) => number?.number ?? '');

const LIST = [
  'name,phone',
  'Ann,+44 20 7946 0958',
  'Bob,(201) 555-0123',
  'Cy,020 7946 0958',
  `Di,${guernsey?.formatInternational() ?? ''}`,
  'Ed,+1 201 555 0123',
  'Flo,12',
].join('\n');

test.describe('Clean a list counts as the spreadsheet does', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a duplicate names the same row on screen as in the export, and rows are numbered with the header as 1', async ({
    page,
  }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file('people.csv', LIST));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText(String(validOf(LIST).length));
    const rows = await exportedRows(page);
    const header = rows[0] ?? [];
    const duplicateOf = rows.map((row) => row[header.indexOf('phone_duplicate_of')] ?? '');
    // Ed's number is Bob's: Bob is on the file's row 3.
    expect(duplicateOf[5]).toBe('3');
    const table = page.getByRole('region', { name: /rows shown/ });
    // The one row marked as a repeat: Ed's, the file's row 6.
    const ed = table.getByRole('row').filter({ hasText: 'same as row' });
    await expect(ed).toHaveCount(1);
    await expect(ed.getByRole('cell').first()).toHaveText('6');
    await expect(ed).toContainText(`same as row ${duplicateOf[5]}`);
  });

  test('copying the valid numbers says whether duplicates are in, and offers both', async ({ page }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file('people.csv', LIST));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText(String(validOf(LIST).length));
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const expected = validOf(LIST);
    await page.getByRole('button', { name: 'Copy valid numbers, duplicates included' }).click();
    await expect.poll(clipboard).toBe(expected.join('\n'));
    await page.getByRole('button', { name: 'Copy valid numbers without duplicates' }).click();
    await expect.poll(clipboard).toBe([...new Set(expected)].join('\n'));
  });

  test('a Guernsey number shows its international form in the table', async ({ page }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file('people.csv', LIST));
    await page.getByRole('button', { name: 'Start' }).click();
    const table = page.getByRole('region', { name: /rows shown/ });
    const di = table.getByRole('row').filter({ hasText: 'Di' }).or(table.getByRole('row').nth(4));
    await expect(
      table.getByRole('cell', { name: guernsey?.formatInternational() ?? '?', exact: true }),
    ).toHaveCount(2);
    await expect(di.first()).toBeAttached();
  });
});
