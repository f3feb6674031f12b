import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { judgeNumber, numberFor, validNumberFor } from './judge-number';

describe('judgeNumber reads the typed number once, as the field does', () => {
  it.each([
    ['07797900123', 'GB', { country: 'JE', callingCode: '44', national: '7797900123', international: false, value: '+447797900123' }],
    ['011442079460958', 'US', { country: 'GB', callingCode: '44', national: '2079460958', international: true, value: '+442079460958' }],
    ['+80012345678', 'US', { country: undefined, nonGeographic: true, callingCode: '800', national: '12345678' }],
    ['2015550123', undefined, { country: undefined, callingCode: undefined, international: false }],
  ] as const)('%s in %s → %j', (typed, selected, expected) => {
    expect(judgeNumber(typed, selected)).toMatchObject(expected);
  });
});

describe('numberFor and validNumberFor', () => {
  it('build the number for the judged country, not the code’s main one', () => {
    const judged = judgeNumber('+447797900123', 'JE');
    expect(numberFor(judged, maxMetadata)).toMatchObject({ country: 'JE', number: '+447797900123' });
    expect(numberFor({ ...judged, country: 'GB' }, maxMetadata)?.isValid()).toBe(false);
  });

  it('fall back to the country sharing the code that the number is valid in', () => {
    const judged = judgeNumber('+390212345678', 'VA');
    expect(judged.country).toBe('VA');
    expect(validNumberFor(judged, maxMetadata)?.country).toBe('IT');
  });

  it('give nothing without national digits or without a valid number', () => {
    expect(numberFor(judgeNumber('+44', 'GB'), maxMetadata)).toBeUndefined();
    expect(validNumberFor(judgeNumber('+12010550123', 'US'), maxMetadata)).toBeUndefined();
  });
});
