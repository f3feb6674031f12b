/**
 * One answer on the command line: every case of the differential corpus (corpus.ts) cleaned by the built
 * `telfield clean`, as one CSV of (phone, country) rows with each case's default country in the country column, gives
 * for each row the verdict the list's workers give for that text and default country (throughList, itself held to
 * parsePhone and libphonenumber-js max in judgement-differential.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { parseCsv, quote } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';
import { differentialCorpus, type CorpusCase } from './corpus';
import { throughList, type Answer } from './paths';

const built = builtCommandLine();
const dir = () => built.dir();

/** The list's answer for each case, a chunk per default country as the workers judge them. */
function listAnswers(cases: readonly CorpusCase[]): Answer[] {
  const byCountry = new Map<CountryCode | undefined, number[]>();
  cases.forEach((item, i) =>
    byCountry.set(item.defaultCountry, [...(byCountry.get(item.defaultCountry) ?? []), i]),
  );
  const answers: Answer[] = [];
  for (const [country, indexes] of byCountry) {
    const judged = throughList(
      indexes.map((i) => cases[i]?.text ?? ''),
      country,
    );
    indexes.forEach((i, n) => (answers[i] = judged[n] as Answer));
  }
  return answers;
}

/** A row of the export as an answer: the status, or the reason's code when not valid. */
function exportedAnswer(row: readonly string[], header: readonly string[]): Answer {
  const cell = (name: string) => unsafeCell(row[header.indexOf(name)] ?? '');
  const status = cell('phone_status');
  return {
    // 'no-country' is the list's word for the judgement's not-a-number with no country to read in (paths.ts).
    status:
      status === 'invalid'
        ? (cell('phone_reason').split(';')[0] ?? '').replace('no-country', 'not-a-number')
        : status,
    e164: cell('phone_e164'),
    type: cell('phone_type'),
    extension: cell('phone_extension'),
    country: cell('phone_country'),
  };
}

describe('telfield clean gives the one answer', () => {
  it('on every case of the differential corpus, as the list does', () => {
    // Texts a UTF-8 file cannot hold as written (a lone surrogate) are no file's content.
    const cases = differentialCorpus().filter((item) => !/\p{Cs}/u.test(item.text));
    expect(cases.length).toBeGreaterThan(5_000);
    const input = join(dir(), 'corpus.csv');
    const lines = cases.map((item) => `${quote(item.text, ',')},${item.defaultCountry ?? ''}`);
    writeFileSync(input, `phone,country\n${lines.join('\n')}\n`);
    const output = join(dir(), 'corpus-clean.csv');
    const run = runCommandLine(built.script(), [
      'clean',
      input,
      '--header',
      '--phone-column',
      'phone',
      '--country-column',
      'country',
      '--output',
      output,
    ]);
    expect(run.stderr.toString()).toMatch(/rows in/);
    expect(run.status).toBe(0);
    const [header = [], ...rows] = parseCsv(readFileSync(output, 'utf8').replace(/^\uFEFF/, ''), {
      delimiter: ',',
    });
    expect(rows).toHaveLength(cases.length);
    const expected = listAnswers(cases);
    const differences = cases
      .map((item, i) => ({ item, ours: exportedAnswer(rows[i] ?? [], header), list: expected[i] }))
      .filter(({ ours, list }) => JSON.stringify(ours) !== JSON.stringify(list));
    expect(differences.slice(0, 10)).toEqual([]);
  }, 600_000);
});
