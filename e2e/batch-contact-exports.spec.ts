/**
 * Issue 30: contact exports as Google Contacts, Outlook, HubSpot and Shopify write them, cleaned with the screen's
 * defaults. Every column that holds phone numbers is found by its content and picked (a column of labels, IDs, zips,
 * amounts or dates is not), and one run cleans them all: the export keeps the input's columns as they were and adds,
 * per phone column in input order, `<column>_e164` … `<column>_duplicate_of`. A national number is read in the
 * row's country column's country, else that of another valid number on the row, else the default country (US).
 * The files are made here (contact-exports.ts), from libphonenumber-js's example numbers, and the E.164 each cell
 * should give is libphonenumber-js max's.
 */
import { expect, test } from '@playwright/test';
import { exportedRows, file, openBatch, unguard } from './batch-helpers';
import {
  expectedCells,
  expectedHeader,
  googleExport,
  hubspotExport,
  outlookExport,
  shopifyExport,
  type ContactExport,
} from './contact-exports';

const EXPORTS: readonly ContactExport[] = [
  googleExport('legacy'),
  googleExport('current'),
  outlookExport(),
  hubspotExport(),
  shopifyExport(),
];

for (const data of EXPORTS) {
  test(`${data.product}: every phone column is cleaned in one run, with the defaults`, async ({ page }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file(data.fileName, data.text));
    await expect(page.getByText(data.fileName)).toBeVisible();
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page.getByTestId('count-valid')).toBeVisible();
    const rows = await exportedRows(page);

    // The input's columns, then eight per phone column, in input order.
    const header = rows[0] ?? [];
    expect.soft(header, 'the export header').toEqual(expectedHeader(data));
    // Every input row once, in order, its cells as they were (once the formula guard's apostrophe is off).
    expect(rows, 'rows: the header, then every input row').toHaveLength(data.rows.length + 1);
    for (const [i, input] of data.rows.entries())
      expect.soft(rows[i + 1]?.slice(0, data.header.length).map(unguard), `row ${i + 2}`).toEqual(input);

    // Each phone cell: the E.164 of its first number in the country the row gives, the rest in _others.
    const at = (name: string) => header.indexOf(name);
    const missing = data.phoneColumns.filter((column) => at(`${column}_e164`) < 0);
    const wrong: object[] = missing.length > 0 ? [{ notInTheExport: missing.map((c) => `${c}_e164`) }] : [];
    for (const [i, input] of data.rows.entries()) {
      const row = rows[i + 1] ?? [];
      for (const want of expectedCells(data, input)) {
        if (missing.includes(want.column)) continue;
        const got = (suffix: string) => row[at(`${want.column}_${suffix}`)];
        const { column, cell, readIn, via } = want;
        const where = { row: i + 2, column, cell, readIn, via };
        if (got('e164') !== want.e164) wrong.push({ ...where, e164: got('e164'), expected: want.e164 });
        if (want.e164 !== '' && got('country') !== want.country)
          wrong.push({ ...where, country: got('country'), expected: want.country });
        if (want.others.length > 0) {
          const others = (got('others') ?? '').split(/\s*;\s*/).filter((n) => n !== '');
          if (others.join(';') !== want.others.join(';'))
            wrong.push({ ...where, others: got('others'), expected: want.others.join(';') });
        }
      }
    }
    // Where the country of a national number came from is said in its reason.
    for (const { row, column, says } of data.reasons) {
      if (missing.includes(column)) continue;
      const reason = rows[row + 1]?.[at(`${column}_reason`)];
      if (!says.test(reason ?? '')) wrong.push({ row: row + 2, column, reason, expected: String(says) });
    }
    expect(wrong, 'phone cells whose results differ from libphonenumber-js max').toEqual([]);
  });
}

for (const data of [googleExport('legacy'), googleExport('current')]) {
  test(`${data.product}: the value columns are picked, the label columns are not, and Start is on`, async ({
    page,
  }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file(data.fileName, data.text));
    await expect(page.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
    for (const name of data.phoneColumns)
      await expect.soft(page.getByRole('checkbox', { name, exact: true }), name).toBeChecked();
    // "Phone 1 - Type"/"- Label" ("Mobile", "* Home"), "Phonetic First Name", the birthdays, the rest: not picked,
    // nor chosen in a list (today's select preselects "Phone 1 - Type", or "Phonetic First Name").
    const picked: string[] = [];
    for (const name of data.header.filter((name) => !data.phoneColumns.includes(name))) {
      if ((await page.getByRole('checkbox', { name, exact: true, checked: true }).count()) > 0)
        picked.push(name);
      if (/^(?:Phone \d+ - (?:Type|Label)|Phonetic .+)$/.test(name))
        if ((await page.getByRole('option', { name, exact: true, selected: true }).count()) > 0)
          picked.push(`${name} (chosen in a list)`);
    }
    expect.soft(picked, 'columns picked that hold no phone numbers').toEqual([]);
    await expect.soft(page.getByText('No column holds phone numbers.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
}
