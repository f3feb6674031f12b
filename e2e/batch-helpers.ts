// Shared by the list cleaner's specs: files in, the page opened, the export read back strictly.
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { unsafeCell } from '../src/list/results/formula-guard';

export const csvCell = (c: string) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
export const toCsv = (header: string[], rows: string[][]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

/** The rows of a whole text, read by a strict RFC 4180 parser (Papa Parse), which must find nothing malformed. */
export function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

export const file = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

export async function openBatch(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
  });
  await page.goto('/batch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean a list');
}

export async function exportedRows(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

/** The phone columns the setup has picked, by their names (the checked boxes of its "Phone columns" group). */
export const pickedPhoneColumns = (page: Page) =>
  page.getByRole('group', { name: /^Phone columns/ }).locator('label:has(input:checked)');

/** Our export puts an apostrophe before what could run as a formula (formula-guard.ts); readers take it off again. */
export const unguard = unsafeCell;

/** The export's header: the input's names, then ours (the versions that judged the rows last). */
export const OUR_COLUMNS = [
  'phone_e164',
  'phone_country',
  'phone_type',
  'phone_status',
  'phone_reason',
  'phone_extension',
  'phone_others',
  'phone_duplicate_of',
  'judged_by',
];

/** Could a spreadsheet run this cell (or a part of it, split on another separator)? */
export const RUNNABLE_START =
  /^(?:[=@＝＠\t\r\0]|[+\-＋－](?![\d ()./-]*(?:(?: ?(?:ext\.?|x|#) ?|;ext=)\d+)?$))/i;
export const runnable = (cell: string) =>
  cell.split(/[,;\t]/).some((part, i) => RUNNABLE_START.test(i === 0 ? cell : part.trimStart()));

/** From now on, main-thread tasks over 50 ms are noted (longTasks reads them). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration))),
    ).observe({ type: 'longtask' });
  });
}

/** The durations (ms) of the tasks over 50 ms since watchLongTasks. */
export const longTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
