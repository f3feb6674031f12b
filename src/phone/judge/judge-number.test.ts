import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { judgeNumber } from './judge-number';

describe('judgeNumber reads the typed number once, as the field does', () => {
  it.each([
    [
      '07797900123',
      'GB',
      {
        country: 'JE',
        callingCode: '44',
        national: '7797900123',
        international: false,
        value: '+447797900123',
      },
    ],
    [
      '011442079460958',
      'US',
      {
        country: 'GB',
        callingCode: '44',
        national: '2079460958',
        international: true,
        value: '+442079460958',
      },
    ],
    [
      '+80012345678',
      'US',
      { country: undefined, nonGeographic: true, callingCode: '800', national: '12345678' },
    ],
    ['2015550123', undefined, { country: undefined, callingCode: undefined, international: false }],
  ] as const)('%s in %s → %j', (typed, selected, expected) => {
    expect(judgeNumber(typed, selected, maxMetadata)).toMatchObject(expected);
  });
});
