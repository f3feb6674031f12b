/**
 * Files that are valid CSV but not one line per row, and a file whose encoding shows only far into it: read as a
 * strict RFC 4180 reader (Papa Parse) reads them, cleaned, and exported with every input cell as it was.
 */
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { csvCell, exportedRows, file, openBatch, unguard } from './batch-helpers';

/** The input's records as Papa Parse reads them (the reference the export's own cells must equal). */
const recordsOf = (text: string) =>
  Papa.parse<string[]>(text, { delimiter: ',', newline: '\n', skipEmptyLines: true }).data;

const line = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** Each exported row's own cells equal the input record's (short records are filled with '' to the header). */
function expectOwnCells(exported: string[][], input: string[][]) {
  const width = input[0]?.length ?? 0;
  expect(exported).toHaveLength(input.length);
  const wrong = input.flatMap((record, i) => {
    const own = (exported[i] ?? []).slice(0, Math.max(width, record.length)).map(unguard);
    const want = [...record, ...Array<string>(Math.max(0, width - record.length)).fill('')];
    return own.join('\u0001') === want.join('\u0001') ? [] : [{ row: i + 1, own, want }];
  });
  expect(wrong.slice(0, 5)).toEqual([]);
}

test.describe('CSV as it is written', () => {
  test('line breaks inside quoted cells (a CRM’s addresses and notes): one row per record, every cell kept', async ({
    page,
  }) => {
    const rows = Array.from({ length: 240 }, (_, i) => [
      String(i + 1),
      i % 3 === 0 ? `Ann\nSmith ${i}` : `Bob "the builder" ${i}`,
      `+44 20 7946 ${String(1000 + i)}`,
      i % 5 === 0 ? `Flat ${i},\r\nHigh Street` : 'London',
    ]);
    const text = [line(['id', 'name', 'phone', 'address']), ...rows.map(line)].join('\n') + '\n';
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file('crm.csv', text));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('240');
    const exported = await exportedRows(page);
    expectOwnCells(exported, recordsOf(text));
    expect(exported[0]?.slice(4, 6)).toEqual(['phone_e164', 'phone_country']);
  });

  test('ragged rows (1 to 7 cells under a 3-cell header): read as a table, each row out once with its own cells', async ({
    page,
  }) => {
    const rows = Array.from({ length: 70 }, (_, i) =>
      Array.from({ length: 1 + (i % 7) }, (_, c) =>
        c === 1 ? `+1 201 555 ${String(1000 + i)}` : `x${i}.${c}`,
      ),
    );
    const text = [line(['name', 'phone', 'note']), ...rows.map(line)].join('\n') + '\n';
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file('ragged.csv', text));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('60');
    const exported = await exportedRows(page);
    expectOwnCells(exported, recordsOf(text));
  });

  test('a Windows-1252 file whose first byte that is not ASCII comes after 1 MB is read as Windows-1252', async ({
    page,
  }) => {
    const head = Array.from(
      { length: 40_000 },
      (_, i) => `Ann ${i},+44 20 7946 ${String(1000 + (i % 9000))}`,
    );
    const ascii = `name,phone\n${head.join('\n')}\n`;
    expect(ascii.length).toBeGreaterThan(1024 * 1024);
    const tail = 'Zoë Müller,+33 1 23 45 67 89\nRené,+49 30 901820\n';
    const bytes = Buffer.concat([Buffer.from(ascii, 'latin1'), Buffer.from(tail, 'latin1')]);
    await openBatch(page);
    await page.getByLabel('File').setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText('Read as Windows-1252.')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('40,002');
    const exported = await exportedRows(page);
    expectOwnCells(exported, recordsOf(ascii + tail));
    expect(exported.at(-2)?.[0]).toBe('Zoë Müller');
  });
});
