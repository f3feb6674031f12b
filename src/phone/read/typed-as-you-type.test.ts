import { describe, expect, it } from 'vitest';
import { typedAsYouType } from './typed-as-you-type';

describe('typedAsYouType', () => {
  it('reads the text as AsYouType formats it, and shares one reading per text and country', () => {
    const first = typedAsYouType('2015550123', 'US');
    expect(first.text).toBe('(201) 555-0123');
    expect(typedAsYouType('2015550123', 'US')).toBe(first);
    expect(typedAsYouType('2015550123', 'CA')).not.toBe(first);
    expect(typedAsYouType('2015550123', undefined).text).toBe('2015550123');
  });

  it('keeps a few recent readings only, and reads again what it let go, with the same answer', () => {
    const first = typedAsYouType('+442079460958', 'GB');
    for (let i = 0; i < 20; i++) typedAsYouType(String(i), 'DE');
    const again = typedAsYouType('+442079460958', 'GB');
    expect(again).not.toBe(first);
    expect(again.text).toBe(first.text);
    expect(again.asYouType.getNumberValue()).toBe('+442079460958');
  });
});
