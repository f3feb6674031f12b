/**
 * Spreadsheets in and out: a workbook of two sheets (made here with write-excel-file for Node), its second sheet
 * picked, cleaned, and exported as a workbook read back with read-excel-file for Node: every row once and in order,
 * the input's cells as they were, phone_e164 as libphonenumber-js max reads each number, all as text cells.
 */
import { expect, test } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { OUR_COLUMNS, openBatch, pickedPhoneColumns } from './batch-helpers';

const CONTACTS = [
  ['name', 'phone', 'country'],
  ['Ann', '020 7946 0958', 'GB'],
  ['Bob', '+1 212 555 0100 ext. 7', 'US'],
  ['Cy', '030 123456', 'DE'],
  ['Di', 'n/a', 'FR'],
];

test('a workbook: the sheet is picked, cleaned, and exported as a workbook', async ({ page }) => {
  const text = (value: string) => ({ value, type: String });
  const workbook = await writeXlsxFile([
    { sheet: 'Notes', data: [[text('nothing to see')], [text('here')]] },
    { sheet: 'Contacts', data: CONTACTS.map((row) => row.map(text)) },
  ]).toBuffer();
  await openBatch(page);
  await page.getByLabel('File').setInputFiles({
    name: 'crm.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  // The first sheet is read first; it holds no numbers.
  const sheet = page.getByRole('combobox', { name: 'Sheet' });
  await expect(sheet).toHaveValue('Notes');
  await sheet.selectOption('Contacts');
  await expect(pickedPhoneColumns(page)).toHaveText(['phone']);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('3');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel workbook (.xlsx)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('crm-clean.xlsx');
  const [back] = await readXlsxFile(await readFile(await saved.path()));
  const rows = (back?.data ?? []).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  expect(rows[0]).toEqual([...(CONTACTS[0] ?? []), ...OUR_COLUMNS]);
  expect(rows.map((row) => row.slice(0, 3))).toEqual(CONTACTS);
  for (const [i, [, phone, country]] of CONTACTS.slice(1).entries()) {
    const number = parsePhoneNumberFromString(phone ?? '', country as 'GB');
    expect(rows[i + 1]?.[3] ?? '', phone).toBe(number?.isValid() ? number.number : '');
  }
  expect(rows[2]?.[8]).toBe('7');
});
