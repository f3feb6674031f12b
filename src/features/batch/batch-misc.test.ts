import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../components/i18n/check-dictionary';
import { BATCH_MESSAGES } from './batch-messages';
import { detectEncoding, looksBinary } from './decode';
import type { RowResult } from './normalise-row';
import { readPasted } from './read-file';
import { filterRows, summarise } from './summarise';

it('the list cleaner is translated for every supported language', () => {
  expect(missingTranslations(BATCH_MESSAGES)).toEqual([]);
});

describe('encodings', () => {
  const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
  it.each([
    [new TextEncoder().encode('phone\n+44 20'), 'utf-8'],
    [new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'utf-8'],
    [utf16le('phone\n+44'), 'utf-16le'],
    [utf16le('phone\n+44').slice(2), 'utf-16le'],
    [new Uint8Array([0xfe, 0xff, 0, 0x61]), 'utf-16be'],
  ])('%#: %s', (bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
  });

  it('tells binary from text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0]);
    expect(looksBinary(png, 'utf-8')).toBe(true);
    expect(looksBinary(new TextEncoder().encode('name,phone\nAnn,020 7946 0958\n'), 'utf-8')).toBe(false);
  });
});

describe('pasted text', () => {
  it('is one number per line, blank lines kept as rows', () => {
    expect(readPasted('+44 20 7946 0958\n\n2015550123\n')).toMatchObject({ ok: true, rows: [['+44 20 7946 0958'], [''], ['2015550123']] });
    expect(readPasted('   ')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('summary and filters', () => {
  const r = (status: RowResult['status'], country = '', reason = ''): RowResult => ({ e164: '', international: '', country, type: '', status, reason });
  const results = [r('valid', 'GB'), r('valid', 'GB'), r('valid', 'US'), r('invalid', 'DE', 'too-short'), r('empty')];
  it('counts statuses, reasons and countries', () => {
    expect(summarise(results)).toEqual({
      byStatus: { valid: 3, invalid: 1, empty: 1 },
      byReason: [['too-short', 1]],
      topCountries: [['GB', 2], ['US', 1]],
    });
  });
  it('filters by status, country and text, keeping input order', () => {
    const cells = ['a', 'b', 'c', 'd', 'e'];
    expect(filterRows(cells, results, { status: 'valid', country: '', query: '' })).toEqual([0, 1, 2]);
    expect(filterRows(cells, results, { status: '', country: 'GB', query: '' })).toEqual([0, 1]);
    expect(filterRows(cells, results, { status: '', country: '', query: 'D' })).toEqual([3]);
  });
});
