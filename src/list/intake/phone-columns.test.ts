import { getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { LONG_COLUMNS, resultColumnsOf } from '../table/cell-codes';
import { detectLayout, phoneLike } from './phone-columns';

const example = (country: 'GB' | 'US' | 'DE' | 'FR') => {
  const number = getExampleNumber(country, examples);
  if (!number) throw new Error(country);
  return number;
};

describe('detectLayout', () => {
  it('finds a header and the column of numbers', () => {
    expect(
      detectLayout([
        ['Name', 'Mobile'],
        ['Ann', '07400 123456'],
      ]),
    ).toEqual({ hasHeader: true, phoneColumns: [1], countryColumn: undefined });
  });

  it('sees no header when the first row holds a number, and picks the column of numbers', () => {
    expect(
      detectLayout([
        ['Ann', '+44 20 7946 0958'],
        ['Bob', '2015550123'],
      ]),
    ).toEqual({ hasHeader: false, phoneColumns: [1], countryColumn: undefined });
  });

  it('a row of words alone is a header with nothing under it, its phone column named; a lone row with digits is a row', () => {
    expect(detectLayout([['name', 'phone', 'country']])).toEqual({
      hasHeader: true,
      phoneColumns: [1],
      countryColumn: undefined,
    });
    expect(detectLayout([['Ann', 'Flat 2', 'GB']]).hasHeader).toBe(false);
    expect(detectLayout([['Ann', example('GB').formatInternational()]])).toEqual({
      hasHeader: false,
      phoneColumns: [1],
      countryColumn: undefined,
    });
  });

  it('finds a column of country codes', () => {
    expect(
      detectLayout([
        ['name', 'tel', 'cc'],
        ['Ann', '020 7946 0958', 'GB'],
        ['Bob', '030 123456', 'de'],
      ]),
    ).toEqual({ hasHeader: true, phoneColumns: [1], countryColumn: 2 });
  });

  it('picks every column of numbers, never a column of labels beside them (Google Contacts)', () => {
    const rows = [
      ['Name', 'Phone 1 - Type', 'Phone 1 - Value', 'Phone 2 - Type', 'Phone 2 - Value'],
      ['Ann', 'Mobile', example('GB').formatInternational(), 'Work', ''],
      [
        'Bob',
        '* Home',
        `${example('US').formatNational()} ::: ${example('DE').number}`,
        'Mobile',
        '0301234567',
      ],
      ['Cy', '', '', 'Mobile', example('FR').formatInternational()],
    ];
    expect(detectLayout(rows, 'US')).toEqual({
      hasHeader: true,
      phoneColumns: [2, 4],
      countryColumn: undefined,
    });
  });

  it('leaves out identifiers, postal codes, amounts and dates (a shop’s customers export)', () => {
    const rows = [
      ['Customer ID', 'Zip', 'Total Spent', 'Created', 'Phone', 'Country Code'],
      [
        '7350093414618',
        '94105-1234',
        '123.45',
        '2024-01-05 10:22:33 +0100',
        `'${example('US').number}`,
        'US',
      ],
      ['7350093414619', '10115', '0.00', '2024-02-11 08:00:00 +0100', example('DE').number, 'DE'],
      ['7350093414620', 'SW1A 1AA', '87.10', '2024-03-01 12:00:00 +0000', '', 'GB'],
    ];
    expect(detectLayout(rows, 'US')).toEqual({ hasHeader: true, phoneColumns: [4], countryColumn: 5 });
  });

  it("takes Mailchimp's CC as the country column, not REGION: a column of states and territories is no country's", () => {
    const header = ['Email Address', 'Phone Number', 'CC', 'REGION'];
    const people = [
      ['US', 'TX'],
      ['AU', 'NSW'],
      ['US', 'CA'],
      ['US', 'NY'],
      ['AU', 'VIC'],
      ['US', 'GA'],
    ];
    const rows = [
      header,
      ...people.map(([cc = '', region = ''], i) => [
        `p${i}@example.com`,
        example('US').nationalNumber,
        cc,
        region,
      ]),
    ];
    expect(detectLayout(rows, undefined).countryColumn).toBe(2);
    // Alone, a column of state codes is not taken either, though some of them (CA, GA) are countries' codes too.
    expect(
      detectLayout(rows.map((row) => [row[0] ?? '', row[1] ?? '', row[3] ?? ''])).countryColumn,
    ).toBeUndefined();
    // The header does not decide: a REGION column of countries is a country column.
    const countries = rows.map((row, i) => [row[0] ?? '', row[1] ?? '', i === 0 ? 'REGION' : (row[2] ?? '')]);
    expect(detectLayout(countries).countryColumn).toBe(2);
  });

  it("finds a Salesforce leads export's MobilePhone and Fax from each row's Country, with no default country", () => {
    const countries = ['US', 'GB', 'DE', 'FR', 'US', 'GB'] as const;
    const national = (country: (typeof countries)[number], i: number) =>
      example(country).formatNational().replace(/\d$/, String(i));
    const rows = [
      ['Id', 'FirstName', 'LastName', 'Company', 'Country', 'Phone', 'MobilePhone', 'Fax'],
      ...countries.map((country, i) => [
        `00Q${i}`,
        `P${i}`,
        'Test',
        'Acme',
        country,
        example(country).formatInternational(),
        national(country, i),
        national(country, 9 - i),
      ]),
    ];
    // What libphonenumber-js max says of each national cell in its row's country: valid, so the columns hold numbers.
    for (const [i, country] of countries.entries())
      expect(isValidPhoneNumber(national(country, i), country)).toBe(true);
    expect(detectLayout(rows, undefined)).toEqual({
      hasHeader: true,
      phoneColumns: [5, 6, 7],
      countryColumn: 4,
    });
    // Each way alone: a column named for no phone ('Direct') is found by its rows' countries; with no country
    // column, a column of national numbers named for them (Google's 'Phone 2 - Value') by its name.
    const direct = rows.map((row, r) => [r === 0 ? 'Direct' : (row[6] ?? ''), row[4] ?? '', row[5] ?? '']);
    expect(detectLayout(direct, undefined).phoneColumns).toEqual([0, 2]);
    const google = rows.map((row, r) => [row[5] ?? '', r === 0 ? 'Phone 2 - Value' : (row[6] ?? '')]);
    expect(detectLayout(google, undefined).phoneColumns).toEqual([0, 1]);
  });

  it('reads a re-imported export as its input: the result columns of either layout are not candidates', () => {
    const row = ['Ann', '020 7946 0958', '+442079460958', 'GB', 'FIXED_LINE', 'valid', '', '', '', ''];
    for (const header of [
      ['name', 'Mobile', ...resultColumnsOf('Mobile')],
      // An input that had a Mobile_country column already: ours was written as Mobile_country_2.
      ['name', 'Mobile', ...resultColumnsOf('Mobile').map((n) => (n === 'Mobile_country' ? `${n}_2` : n))],
    ]) {
      expect(detectLayout([header, row])).toMatchObject({ hasHeader: true, phoneColumns: [1] });
    }
    const long = ['name', 'Mobile', ...LONG_COLUMNS];
    expect(detectLayout([long, ['Ann', '020 7946 0958', 'Mobile', ...row.slice(2)]])).toMatchObject({
      phoneColumns: [1],
    });
  });

  it('one column of numbers, no header', () => {
    expect(detectLayout([['+44 20 7946 0958'], [''], ['2015550123']])).toEqual({
      hasHeader: false,
      phoneColumns: [0],
      countryColumn: undefined,
    });
  });

  it('with no column of numbers, offers the column named for them, never a column of counts (issue 38.4)', () => {
    // A file of formula-like junk under "phone", beside an id column of 0, 1, 2 …: the phone column is cleaned and
    // told why, the ids are not numbers.
    const junk = ['=cmd|calc', '@SUM(A1)', '+FLOWERS', '-', 'n/a'];
    const rows = [['id', 'name', 'phone'], ...junk.map((cell, i) => [String(i * 250), `Person ${i}`, cell])];
    expect(detectLayout(rows, 'US')).toMatchObject({ hasHeader: true, phoneColumns: [2] });
    expect(
      detectLayout(
        rows.map(([id, name, cell]) => [id ?? '', name ?? '', cell ?? '']),
        undefined,
      ),
    ).toMatchObject({
      phoneColumns: [2],
    });
    // Named in other words, as other exports name it.
    for (const name of ['Mobile', 'Tel.', 'Telefonnummer', 'Téléphone', 'Teléfono', 'Cell Phone', 'Fax'])
      expect(
        detectLayout([['id', name], ...junk.map((cell, i) => [String(i), cell])]).phoneColumns,
        name,
      ).toEqual([1]);
    // Not a hotel.
    expect(
      detectLayout([
        ['Hotel', 'code'],
        ['a', '12-34'],
        ['b', '99-01'],
      ]).phoneColumns,
    ).toEqual([1]);
    // No name to go by: still never the ids.
    expect(
      detectLayout([
        ['id', 'x'],
        ['1', 'a 12-34'],
        ['2', 'b 99-01'],
        ['300', 'c'],
      ]).phoneColumns,
    ).toEqual([1]);
  });

  it('a list of odd numbers still offers its column of digits, so it can be cleaned and told why', () => {
    expect(
      detectLayout([
        ['id', 'code'],
        ['a', '12-34'],
        ['b', '99-01'],
      ]),
    ).toMatchObject({ phoneColumns: [1] });
  });
});

describe('phoneLike', () => {
  it.each([
    ['+44 20 7946 0958', 'sure'],
    ['(201) 555-0123', 'sure'],
    ['2015550123', 'sure'],
    ["'+16135550135", 'sure'],
    ['+1 202-555-0100 ::: +44 20 7946 0958', 'sure'],
    ['020 7946 0958 ext. 12', 'shape'],
    ['030 123 45', 'shape'],
    ['7350093414618', false],
    ['94105', false],
    ['123.45', false],
    ['2024-01-05', false],
    ['10:22:33', false],
    ['Mobile', false],
    ['', false],
  ] as const)('%s → %s (US)', (cell, kind) => {
    expect(phoneLike(cell, 'US')).toBe(kind);
  });
});
