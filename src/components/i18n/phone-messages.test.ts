import { describe, expect, it } from 'vitest';
import { missingTranslations } from './check-dictionary';
import { PHONE_MESSAGES } from './phone-messages';

describe('phone field messages', () => {
  it('are translated for every supported language', () => {
    expect(missingTranslations(PHONE_MESSAGES)).toEqual([]);
  });

  it('catch a missing key', () => {
    const incomplete: Record<string, unknown> = { ...PHONE_MESSAGES.fr };
    delete incomplete['required'];
    expect(
      missingTranslations({ ...PHONE_MESSAGES, fr: incomplete as unknown as typeof PHONE_MESSAGES.fr }),
    ).toEqual(['fr.required']);
  });

  it('say how many digits are missing, in words', () => {
    expect(PHONE_MESSAGES.en.tooShort('Germany', 2)).toBe('Too short for Germany: 2 more digits expected.');
    expect(PHONE_MESSAGES.en.tooShort('Germany', 1)).toBe('Too short for Germany: 1 more digit expected.');
    expect(PHONE_MESSAGES.de.tooShort('Deutschland', 2)).toBe(
      'Zu kurz für Deutschland: 2 weitere Ziffern erwartet.',
    );
  });
});

describe('country picker labels', () => {
  it('are translated for every supported language', async () => {
    const { PICKER_LABELS } = await import('./picker-labels');
    expect(missingTranslations(PICKER_LABELS)).toEqual([]);
  });
});
