import { describe, expect, it } from 'vitest';
import { RESULT_COLUMNS } from '../table/cell-codes';
import { detectLayout } from './phone-columns';

describe('detectLayout', () => {
  it('finds a header and the column named like a phone', () => {
    expect(
      detectLayout([
        ['Name', 'Mobile'],
        ['Ann', '07400 123456'],
      ]),
    ).toEqual({ hasHeader: true, phoneColumn: 1, countryColumn: undefined });
  });
  it('sees no header when the first row holds a number, and picks the column of numbers', () => {
    expect(
      detectLayout([
        ['Ann', '+44 20 7946 0958'],
        ['Bob', '2015550123'],
      ]),
    ).toEqual({ hasHeader: false, phoneColumn: 1, countryColumn: undefined });
  });
  it('finds a column of country codes', () => {
    expect(
      detectLayout([
        ['name', 'tel', 'cc'],
        ['Ann', '020 7946 0958', 'GB'],
        ['Bob', '030 123456', 'de'],
      ]),
    ).toEqual({ hasHeader: true, phoneColumn: 1, countryColumn: 2 });
  });
  it('reads a re-imported export as its input: the added result columns are not candidates', () => {
    const row = ['Ann', '020 7946 0958', '+442079460958', 'GB', 'FIXED_LINE', 'valid', '', '', '', ''];
    const names = [...RESULT_COLUMNS];
    for (const header of [
      ['column 1', 'column 2', ...names],
      // An input that had a phone_country column already: ours was written as phone_country_2.
      ['column 1', 'column 2', ...names.map((name) => (name === 'phone_country' ? `${name}_2` : name))],
    ]) {
      expect(detectLayout([header, row])).toMatchObject({
        hasHeader: true,
        phoneColumn: 1,
        countryColumn: undefined,
      });
    }
  });
  it('one column of numbers, no header', () => {
    expect(detectLayout([['+44 20 7946 0958'], [''], ['2015550123']])).toEqual({
      hasHeader: false,
      phoneColumn: 0,
      countryColumn: undefined,
    });
  });
});
