import { expect, test } from '@playwright/test';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { readFile } from 'node:fs/promises';

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
        phone = String(i);
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

const toCsv = (rows: string[][]) =>
  'name,phone\n' + rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n';

function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
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

  test('100,000 rows uploaded, cleaned in workers, exported, and every row agrees with libphonenumber-js', async ({ page }) => {
    test.setTimeout(120_000);
    const rows = generateRows(100_000);
    await page.goto('/batch');
    await page.getByLabel('File').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) });
    await expect(page.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
    await expect(page.getByLabel('Phone column')).toHaveValue('1');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toBeVisible({ timeout: 90_000 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter((l, i, all) => l !== '' || i < all.length - 1);
    expect(parseLine(lines[0] ?? '')).toEqual(['name', 'phone', 'e164', 'country', 'type', 'status', 'reason']);
    expect(lines).toHaveLength(rows.length + 1);
    // Compared in plain code and asserted once: a hundred thousand expect() calls would take minutes.
    let valid = 0;
    const mismatches: string[] = [];
    rows.forEach((row, i) => {
      const cells = parseLine(lines[i + 1] ?? '');
      const original = (cells[1] ?? '').replace(/^'(?=[=+\-@])/, '');
      if (cells[0] !== row[0] || original !== row[1]) mismatches.push(`row ${i}: order or content changed`);
      // Nothing a spreadsheet would execute is written.
      if (cells.some((cell) => /^[=+\-@]/.test(cell))) mismatches.push(`row ${i}: executable cell`);
      // Telfield reads a leading 00 + calling code as international wherever it is pasted (see normalise-pasted.ts).
      const cell = row[1] ?? '';
      const direct = parsePhoneNumberFromString(cell.startsWith('00') ? `+${cell.slice(2)}` : cell, { defaultCountry: 'US', extract: false });
      const e164 = (cells[2] ?? '').replace(/^'/, '');
      if (direct?.isValid()) {
        valid++;
        if (cells[5] !== 'valid' || e164 !== direct.number || cells[4] !== (direct.getType() ?? '')) {
          mismatches.push(`row ${i}: ${cell} → ${cells.slice(2).join(' | ')}, libphonenumber-js says ${direct.number} ${direct.getType()}`);
        }
      } else if (cells[5] === 'valid') {
        mismatches.push(`row ${i}: ${cell} is valid here but not for libphonenumber-js`);
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(valid).toBeGreaterThan(50_000);
    await expect(page.getByTestId('count-valid')).toHaveText(valid.toLocaleString('en'));
  });

  test('pasted numbers, filters, and a clear message for bad input', async ({ page }) => {
    await page.goto('/batch');
    await page.getByRole('button', { name: 'Use pasted text' }).click();
    await expect(page.getByRole('alert')).toHaveText('The file or text is empty.');
    await page.getByLabel('File').setInputFiles({ name: 'image.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0, 0, 0, 0]) });
    await expect(page.getByRole('alert')).toHaveText(/not look like a text file/);
    await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958\n(201) 555-0123\nnot a number\n<script>window.__pwned=1</script>');
    await page.getByRole('button', { name: 'Use pasted text' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toHaveText('2');
    await expect(page.getByTestId('count-invalid')).toHaveText('2');
    await expect(page.getByRole('region', { name: /rows shown/ }).getByRole('cell', { name: '<script>window.__pwned=1</script>' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByLabel('Status').selectOption('invalid');
    await expect(page.getByText('2 of 4 rows shown')).toBeVisible();
  });

  test('Cancel stops a long run at once and the page stays usable', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/batch');
    const rows = Array.from({ length: 300_000 }, (_, i) => [`+44 20 7946 ${String(i % 10000).padStart(4, '0')}`]);
    await page.getByLabel('File').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r[0]).join('\n')) });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Stopped. Nothing was changed.').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});
