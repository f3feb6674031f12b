import { expect, test } from '@playwright/test';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import {
  csvCell,
  exportedRows,
  file,
  OUR_COLUMNS,
  openBatch,
  runnable,
  toCsv,
  unguard,
  longTasks,
  watchLongTasks,
  pickedPhoneColumns,
} from './batch-helpers';

// Rows of every kind: valid in many countries, national numbers for the default country, junk, formulas, blanks.
function generateRows(count: number): string[][] {
  const countries = ['GB', 'DE', 'FR', 'JP', 'BR', 'IN', 'AU', 'NG', 'CA', 'JE'] as CountryCode[];
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const country = countries[i % countries.length] as CountryCode;
    const example = getExampleNumber(country, examples);
    let phone: string;
    switch (i % 7) {
      case 0:
        phone = example?.formatInternational() ?? '';
        break;
      case 1:
        phone = `(201) 555-${String(i % 10000).padStart(4, '0')}`;
        break;
      case 2:
        phone = `+1 ${200 + (i % 700)} 555 ${String(i % 10000).padStart(4, '0')}`;
        break;
      case 3:
        phone = String(i * 7919);
        break;
      case 4:
        phone = i % 2 ? '=HYPERLINK("http://evil","x")' : '';
        break;
      case 5:
        phone = example?.number ?? '';
        break;
      default:
        phone = `00${example?.countryCallingCode ?? ''}${example?.nationalNumber ?? ''}`;
    }
    rows.push([`person ${i}`, phone]);
  }
  return rows;
}

test.describe('Clean a list', () => {
  test('is reachable from the navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Clean a list' }).click();
    await expect(page).toHaveURL(/\/batch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean a list');
    await expect(page.getByLabel('File')).toHaveAttribute('type', 'file');
    await expect(page.getByRole('textbox', { name: 'Paste numbers' })).toBeVisible();
  });

  test('100,000 rows uploaded, cleaned in workers, exported, and every row agrees with libphonenumber-js', async ({
    page,
  }) => {
    test.slow();
    const rows = generateRows(100_000);
    await openBatch(page);
    // Main-thread tasks over 50 ms, from the first byte read to the export.
    await watchLongTasks(page);
    await page.getByLabel('File').setInputFiles(file('contacts.csv', toCsv(['name', 'phone'], rows)));
    await expect(page.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
    await expect(pickedPhoneColumns(page)).toHaveText(['phone']);
    const started = Date.now();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await expect(page.getByTestId('count-valid')).toBeVisible({ timeout: 120_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`100,000 rows: ${seconds.toFixed(1)} s, ${Math.round(rows.length / seconds)} rows/s`);

    const exported = await exportedRows(page);
    const tasks = await longTasks(page);
    console.log(`main-thread tasks over 50 ms: ${JSON.stringify(tasks)}`);
    expect(exported[0]).toEqual(['name', 'phone', ...OUR_COLUMNS]);
    expect(exported).toHaveLength(rows.length + 1);
    // Compared in plain code and asserted once: a hundred thousand expect() calls would take minutes.
    let valid = 0;
    const mismatches: string[] = [];
    rows.forEach((row, i) => {
      const cells = exported[i + 1] ?? [];
      if (cells[0] !== row[0] || unguard(cells[1] ?? '') !== row[1])
        mismatches.push(`row ${i}: order or content changed`);
      // Nothing a spreadsheet would execute is written; E.164 is E.164.
      if (cells.some(runnable)) mismatches.push(`row ${i}: executable cell`);
      if (cells[5] === 'valid' && !/^\+[1-9]\d{1,14}$/.test(cells[2] ?? ''))
        mismatches.push(`row ${i}: not E.164`);
      // Telfield reads a leading 00 + calling code as international wherever it is pasted (see normalise-pasted.ts).
      const cell = row[1] ?? '';
      const direct = parsePhoneNumberFromString(cell.startsWith('00') ? `+${cell.slice(2)}` : cell, {
        defaultCountry: 'US',
        extract: false,
      });
      const e164 = cells[2] ?? '';
      if (direct?.isValid()) {
        valid++;
        if (cells[5] !== 'valid' || e164 !== direct.number || cells[4] !== (direct.getType() ?? '')) {
          mismatches.push(
            `row ${i}: ${cell} → ${cells.slice(2).join(' | ')}, libphonenumber-js says ${direct.number} ${direct.getType()}`,
          );
        }
      } else if (cells[5] === 'valid') {
        mismatches.push(`row ${i}: ${cell} is valid here but not for libphonenumber-js`);
      } else if (cells[2] !== '' || (cells[5] !== 'invalid' && cells[5] !== 'empty')) {
        mismatches.push(`row ${i}: ${cell} → ${cells.slice(2).join(' | ')}`);
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(valid).toBeGreaterThan(50_000);
    await expect(page.getByTestId('count-valid')).toHaveText(valid.toLocaleString('en'));
    // The table is virtualized: a hundred thousand rows, a screenful in the DOM.
    const table = page.getByRole('region', { name: '100,000 of 100,000 rows shown' });
    expect(await table.getByRole('row').count()).toBeLessThan(40);
    await table.evaluate((el) => (el.scrollTop = el.scrollHeight));
    // Rows are numbered as the spreadsheet (and the export's _duplicate_of) numbers them: the header is row 1.
    await expect(table.getByRole('cell', { name: '100,001', exact: true })).toBeVisible();
  });

  test('pasted numbers, filters, and a clear message for bad input', async ({ page }) => {
    await openBatch(page);
    await page.getByRole('button', { name: 'Use pasted text' }).click();
    await expect(page.getByRole('alert')).toHaveText('The file or text is empty.');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await expect(page.getByRole('alert')).toHaveText('The file or text is empty.');
    await page.getByLabel('File').setInputFiles({
      name: 'image.png',
      mimeType: 'image/png',
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0,
        0, 0, 0, 0, 0,
      ]),
    });
    await expect(page.getByRole('alert')).toHaveText(/not look like a text file/);
    await page.getByLabel('File').setInputFiles(file('people.csv', 'name,city\nAnn,Paris\nBob,Rome\n'));
    await expect(page.getByRole('alert')).toHaveText('No column holds phone numbers.');
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();

    await page
      .getByRole('textbox', { name: 'Paste numbers' })
      .fill('+44 20 7946 0958\n(201) 555-0123\nnot a number\n<script>window.__pwned=1</script>');
    await page.getByRole('button', { name: 'Use pasted text' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('2');
    await expect(page.getByTestId('count-invalid')).toHaveText('2');
    await expect(page.getByRole('status').filter({ hasText: 'Done: 4 rows' })).toBeAttached();
    const table = page.getByRole('region', { name: /rows shown/ });
    await expect(table.getByRole('cell', { name: '<script>window.__pwned=1</script>' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByLabel('Status').selectOption('invalid');
    await expect(page.getByText('2 of 4 rows shown')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Search results' }).fill('+1 201');
    await expect(page.getByText('1 of 4 rows shown')).toBeVisible();
    await expect(table.getByRole('cell', { name: '+12015550123' })).toBeVisible();
  });

  test('Cancel stops a long run at once and the page stays usable', async ({ page }) => {
    await openBatch(page);
    // Distinct numbers, so no cache shortens the run: a million take seconds (2.7 s here), time enough to press Cancel
    // on a machine several times faster (half a million left about one second here).
    const lines = Array.from({ length: 1_000_000 }, (_, i) => `+44 7${String(i * 7).padStart(9, '0')}`);
    await page.getByLabel('File').setInputFiles(file('big.csv', lines.join('\n')));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Stopped. Nothing was changed.').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('count-valid')).toHaveCount(0);
    // Still usable: a second run goes through.
    await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958');
    await page.getByRole('button', { name: 'Use pasted text' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('1');
  });

  test('formulas are exported disarmed, E.164 as text, and re-importing the export gives the same result', async ({
    page,
  }) => {
    await openBatch(page);
    const rows = [
      ['=HYPERLINK("http://evil.example","click")', '+44 20 7946 0958', '@SUM(A1)'],
      ["+cmd|' /C calc'!A0", '=1+1', '-2+3'],
      ['plain, with comma', '(201) 555-0123', 'tab\tinside'],
      ['"quoted"', '0044 20 7946 0958', 'line\nbreak'],
      ['x'.repeat(100_000), '+1 201 555 0123; '.padEnd(100_000, 'z'), ''],
    ];
    await page.getByLabel('File').setInputFiles(file('formulas.csv', toCsv(['name', 'phone', 'note'], rows)));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('4');
    await expect(page.getByText(/1 phone cell was longer than 250 characters/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Write E.164 into the phone column' }).check();
    const first = await exportedRows(page);
    expect(first).toHaveLength(rows.length + 1);
    expect(first.flat().filter(runnable)).toEqual([]);
    // E.164 is written as E.164 (also into the phone column); only what could run gets the apostrophe.
    expect(first.map((r) => r[1])).toEqual([
      'phone',
      '+442079460958',
      "'=1+1",
      '+12015550123',
      '+442079460958',
      '+12015550123',
    ]);
    expect(first.map((r) => r[3])).toEqual([
      'phone_e164',
      '+442079460958',
      '',
      '+12015550123',
      '+442079460958',
      '+12015550123',
    ]);
    expect(first.map((r) => r[2])).toEqual(['note', "'@SUM(A1)", "'-2+3", 'tab\tinside', 'line\nbreak', '']);
    // The same number twice: the second row says which row (as a spreadsheet counts, header = 1) it repeats.
    const duplicateOf = first[0]?.indexOf('phone_duplicate_of') ?? -1;
    expect(first.map((r) => r[duplicateOf])).toEqual(['phone_duplicate_of', '', '', '', '2', '4']);
    expect(first[1]?.slice(0, 1)).toEqual([`'=HYPERLINK("http://evil.example","click")`]);
    expect(first.slice(1).map((r) => unguard(r[0] ?? ''))).toEqual(rows.map((r) => r[0]));

    // Re-import the export: the same rows, judged the same.
    await page
      .getByLabel('File')
      .setInputFiles(
        file('formulas-clean.csv', '\uFEFF' + first.map((r) => r.map(csvCell).join(',')).join('\r\n')),
      );
    await expect(pickedPhoneColumns(page)).toHaveText(['phone']);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('4');
    await page.getByRole('checkbox', { name: 'Write E.164 into the phone column' }).uncheck();
    const again = await exportedRows(page);
    // Every cell of the first export kept as it was, and the new result columns (named apart) saying the same.
    expect(again.map((r) => r.slice(0, first[0]?.length))).toEqual(first);
    expect(again[0]?.slice(first[0]?.length)).toEqual(OUR_COLUMNS.map((name) => `${name}_2`));
    expect(again.slice(1).map((r) => r.slice(first[0]?.length))).toEqual(
      first.slice(1).map((r) => r.slice(3)),
    );
  });
});
