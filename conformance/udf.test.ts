/**
 * telfield/udf as a warehouse runs it: the built file (scripts/build-udf.mjs) evaluated as a classic script in a V8
 * context that holds nothing but the language's own objects (no require, process, window, self, fetch, console),
 * as BigQuery's and Snowflake's JavaScript functions do. It must fit BigQuery's 1 MB for a library file, name its
 * versions and licences, answer as parsePhone on every case of the differential corpus (corpus.ts), and give the
 * `_others` and `_reason` a list's export writes for the same text as a one-column list's cell.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import type { CountryCode } from 'libphonenumber-js/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUdf } from '../scripts/build-udf.mjs';
import { exportLines, headerCells, type ExportOptions } from '../src/list/results/export-csv';
import { createResults, storeChunk } from '../src/list/run/batch-results';
import { chunkOfCells, normaliseChunk } from '../src/list/run/normalise-chunk';
import type { RowStore } from '../src/list/table/row-store';
import { FULL_RULES } from '../src/phone/api/full-rules';
import { differentialCorpus } from './corpus';
import { throughParsePhone } from './paths';

/** BigQuery's limit on one JavaScript library file (docs/warehouses.md). */
const MAX_BYTES = 1_000_000;

interface UdfAnswer {
  valid: boolean;
  e164: string | null;
  country: string | null;
  type: string | null;
  status: string;
  extension: string | null;
  others: string[];
  reason: string | null;
}

/** The fields parsePhone answers for. */
type ParsedFields = Omit<UdfAnswer, 'others' | 'reason'>;

const parsedFields = ({ valid, e164, country, type, status, extension }: UdfAnswer): ParsedFields => ({
  valid,
  e164,
  country,
  type,
  status,
  extension,
});

interface Telfield {
  judge(text: unknown, defaultCountry: unknown): UdfAnswer;
  versions: { telfield: string; libphonenumberJs: string };
}

/** parsePhone's answer (paths.ts) in the UDF's shape: an empty field is null. */
function parsePhoneAnswer(text: string, defaultCountry: CountryCode | undefined): ParsedFields {
  const ours = throughParsePhone(text, defaultCountry);
  const orNull = (value: string | undefined) => (value ? value : null);
  return {
    valid: ours.status === 'valid',
    e164: orNull(ours.e164),
    country: orNull(ours.country),
    type: orNull(ours.type),
    status: ours.status,
    extension: orNull(ours.extension),
  };
}

let dir: string;
let code: string;
let licences: string;
let context: vm.Context;
let telfield: Telfield;

/**
 * What a list's export writes in `_others` and `_reason` for each text, as one phone column of a list with a default
 * country and nothing else: the workers' judgement (normaliseChunk) and the export's own cells (exportLines).
 */
function exported(
  texts: readonly string[],
  defaultCountry: CountryCode | undefined,
): Pick<UdfAnswer, 'others' | 'reason'>[] {
  const request = chunkOfCells(texts, defaultCountry);
  const segment = { firstRow: 0, text: request.text, starts: request.starts, ends: request.ends, columns: 1 };
  const store: RowStore = {
    count: texts.length,
    delimiter: ',',
    quoted: true,
    columns: 1,
    segments: [segment],
  };
  const results = createResults(store, [0]);
  storeChunk(results, 0, normaliseChunk(request, FULL_RULES));
  const options: ExportOptions = {
    header: ['phone'],
    width: 1,
    columnName: (n) => `column ${n}`,
    phoneColumns: [0],
    rows: 'all',
    layout: 'wide',
    writeBack: false,
    forExcel: false,
  };
  const header = headerCells(options);
  return texts.map((_, row) => {
    const [cells = []] = exportLines(store, results, row, options);
    const others = cells[header.indexOf('phone_others')] ?? '';
    return {
      others: others === '' ? [] : others.split(';'),
      reason: cells[header.indexOf('phone_reason')] || null,
    };
  });
}

/** The UDF's answer, brought out of its realm as a warehouse does: as JSON. */
const judged = (text: unknown, defaultCountry: unknown): UdfAnswer =>
  JSON.parse(JSON.stringify(telfield.judge(text, defaultCountry))) as UdfAnswer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'telfield-udf-'));
  const { file, licenceFile } = await buildUdf(join(dir, 'udf.js'));
  code = readFileSync(file, 'utf8');
  licences = readFileSync(licenceFile, 'utf8');
  context = vm.createContext({});
  // A module (import/export) is a syntax error here: the file must be a classic script.
  new vm.Script(code, { filename: 'udf.js' }).runInContext(context);
  telfield = vm.runInContext('telfield', context) as Telfield;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('telfield/udf, the warehouse script', () => {
  it(`fits BigQuery's library file limit (${MAX_BYTES.toLocaleString('en')} bytes)`, () => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('is one classic script that defines the global telfield and nothing else', () => {
    expect(Object.keys(context)).toEqual(['telfield']);
    expect(typeof telfield.judge).toBe('function');
    // No module loading (a dynamic import parses in a classic script) and no host global named anywhere.
    expect(code).not.toMatch(/\bimport\s*\(|\brequire\s*\(|^\s*(?:import|export)\s/m);
    expect(code).not.toMatch(/\b(?:process|window|self|globalThis|fetch|document|navigator)\b/);
    // Snowflake's body is quoted with $$: the file can be pasted in as it is.
    expect(code).not.toContain('$$');
  });

  it('names its versions and licences in its first line and in telfield.versions', () => {
    const versionOf = (file: string) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    const versions = {
      telfield: versionOf('package.json'),
      libphonenumberJs: versionOf(createRequire(import.meta.url).resolve('libphonenumber-js/package.json')),
    };
    const firstLine = code.slice(0, code.indexOf('\n'));
    expect(firstLine).toContain(`telfield/udf ${versions.telfield} (MIT)`);
    expect(firstLine).toContain(`libphonenumber-js ${versions.libphonenumberJs} (MIT)`);
    expect(firstLine).toContain("Google's libphonenumber (Apache-2.0)");
    expect(firstLine).toContain('udf.js.LICENSE.txt');
    expect(JSON.parse(JSON.stringify(telfield.versions))).toEqual(versions);
    // The texts themselves, beside the file.
    expect(licences).toContain('MIT License');
    expect(licences).toContain('(The MIT License)');
    expect(licences).toContain('Apache License');
  });

  it('never throws: no string or no country reads as parsePhone reads them', () => {
    for (const text of [null, undefined, 42, {}, '']) {
      expect(judged(text, 'GB')).toEqual({ ...parsePhoneAnswer('', 'GB'), others: [], reason: null });
      expect(judged(text, 'GB').status).toBe('empty');
    }
    const none = judged('020 7946 0958', undefined);
    expect(none).toMatchObject(parsePhoneAnswer('020 7946 0958', undefined));
    for (const country of [null, '', 'gb', 'XX', 7]) expect(judged('020 7946 0958', country)).toEqual(none);
  });

  it('answers as parsePhone on every case of the differential corpus', () => {
    const corpus = differentialCorpus();
    expect(corpus.length).toBeGreaterThan(1000);
    const differing = corpus.flatMap(({ text, defaultCountry, source }) => {
      const expected = parsePhoneAnswer(text, defaultCountry);
      const actual = parsedFields(judged(text, defaultCountry ?? null));
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [{ text, defaultCountry, source, actual, expected }];
    });
    expect(differing.slice(0, 5), `${differing.length} of ${corpus.length} cases differ`).toEqual([]);
    // Both judge 10,641 cases: ~2 s alone, several times that on a loaded machine (the suite's one limit covers it).
  });

  it("gives the export's _others and _reason for the text as a list's cell, on every case of the corpus", () => {
    const corpus = differentialCorpus();
    const byCountry = new Map<CountryCode | undefined, string[]>();
    for (const { text, defaultCountry } of corpus) {
      const group = byCountry.get(defaultCountry) ?? [];
      group.push(text);
      byCountry.set(defaultCountry, group);
    }
    // Cells of several numbers, as contact exports write them: each text with the next, joined as Google Contacts
    // (' ::: ') and a person ('… or …') join them.
    for (const [defaultCountry, texts] of byCountry) {
      const pairs = texts.slice(0, 40).flatMap((text, i) => {
        const next = texts[(i + 1) % texts.length] ?? '';
        return [`${text} ::: ${next}`, `call ${text} or ${next}`];
      });
      byCountry.set(defaultCountry, [...texts, ...pairs]);
    }
    const answers: UdfAnswer[] = [];
    const differing = [...byCountry].flatMap(([defaultCountry, texts]) => {
      const expected = exported(texts, defaultCountry);
      return texts.flatMap((text, i) => {
        const answer = judged(text, defaultCountry ?? null);
        answers.push(answer);
        const actual = { others: answer.others, reason: answer.reason };
        return JSON.stringify(actual) === JSON.stringify(expected[i])
          ? []
          : [{ text, defaultCountry, actual, expected: expected[i] }];
      });
    });
    expect(differing.slice(0, 5), `${differing.length} of ${answers.length} cases differ`).toEqual([]);
    // The cases reach what there is to compare: other numbers, countries where valid instead, no country.
    expect(answers.filter((answer) => answer.others.length > 0).length).toBeGreaterThan(100);
    expect(answers.filter((answer) => answer.reason?.includes('valid in')).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.reason === 'no-country').length).toBeGreaterThan(10);
  });
});
