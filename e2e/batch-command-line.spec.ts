/**
 * One export, in the tab and on the command line: a file cleaned on the screen with its defaults (default country
 * US, from the browser's en-US) and exported as CSV, and the same file given to the built `telfield clean` with
 * `-d US`, give the same bytes. The files: contact exports as Outlook and Google write them, and a list longer than a
 * segment whose numbers repeat across segments.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCommandLine, runCommandLine } from '../conformance/build-command-line';
import { parseCsv } from '../src/list/table/csv';
import { file, openBatch } from './batch-helpers';
import { googleExport, outlookExport } from './contact-exports';

let dir = '';
let script = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'telfield-e2e-cli-'));
  script = await buildCommandLine(join(dir, 'cli'));
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 6,000 rows: past the first segment (4,096), with numbers that come back after it. */
function longList(): string {
  const lines = ['id,name,phone'];
  for (let i = 0; i < 6_000; i++)
    lines.push(
      `${i},Name ${i},${i % 3 === 0 ? `+44 20 7946 ${String(i % 700).padStart(4, '0')}` : `(201) 555-${String(i % 4_500).padStart(4, '0')}`}`,
    );
  return `${lines.join('\n')}\n`;
}

const FILES = [
  ['outlook.csv', outlookExport().text],
  ['google.csv', googleExport('current').text],
  ['long.csv', longList()],
] as const;

for (const [name, text] of FILES) {
  test(`${name}: the screen's CSV export and telfield clean's are the same bytes`, async ({ page }) => {
    await openBatch(page);
    await page.getByLabel('File').setInputFiles(file(name, text));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('count-valid')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const screen = readFileSync(await (await download).path());

    const input = join(dir, name);
    writeFileSync(input, text);
    // A file, as the screen's download is one (standard output is a pipe's: no BOM, LF).
    const output = join(dir, `${name}-clean.csv`);
    const run = runCommandLine(script, ['clean', input, '-d', 'US', '-o', output]);
    expect(run.status, run.stderr.toString()).toBe(0);
    const written = readFileSync(output);
    expect(written.length).toBe(screen.length);
    expect(written.equals(screen)).toBe(true);
  });
}

test("one row per number: the screen's long export and telfield clean --long are the same bytes, one row a number", async ({
  page,
}) => {
  const text = googleExport('current').text;
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('google-long.csv', text));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toBeVisible();
  await page.getByLabel('One row per number (for a database)').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const screen = readFileSync(await (await download).path());
  const input = join(dir, 'google-long.csv');
  writeFileSync(input, text);
  const output = join(dir, 'google-long-clean.csv');
  const run = runCommandLine(script, ['clean', input, '-d', 'US', '-o', output, '--long']);
  expect(run.status, run.stderr.toString()).toBe(0);
  expect(readFileSync(output).equals(screen)).toBe(true);
  // Every number on a row of its own: no row lists others, and the cells of several numbers gave several rows.
  const [header = [], ...rows] = parseCsv(screen.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ',' });
  expect(rows.filter((row) => row[header.indexOf('phone_others')])).toEqual([]);
  expect(rows.length).toBeGreaterThan(text.trim().split('\n').length);
});
