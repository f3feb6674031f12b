import { beforeAll, describe, expect, it } from 'vitest';
import { missingTranslations } from './check-dictionary';
import { SUPPORTED_LOCALES, type Locale } from './locale';
import type { PhoneMessages } from './phone-messages';
import { PHONE_WORDS, type PhoneWords } from './phone-words';
import { allWords } from './word-set';

// Every language's module, loaded as a page in that language loads it.
let WORDS: Record<Locale, PhoneWords>;
let PHONE_MESSAGES: Record<Locale, PhoneMessages>;
beforeAll(async () => {
  WORDS = await allWords(PHONE_WORDS, SUPPORTED_LOCALES);
  PHONE_MESSAGES = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, WORDS[locale].messages]),
  ) as Record<Locale, PhoneMessages>;
});

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
    expect(PHONE_MESSAGES.en.tooShort('Germany', { min: 2, max: 2 })).toBe(
      'Too short for Germany: 2 more digits expected.',
    );
    expect(PHONE_MESSAGES.en.tooShort('Germany', { min: 1, max: 1 })).toBe(
      'Too short for Germany: 1 more digit expected.',
    );
    expect(PHONE_MESSAGES.de.tooShort('Deutschland', { min: 2, max: 2 })).toBe(
      'Zu kurz für Deutschland: 2 weitere Ziffern erwartet.',
    );
  });

  it('promise no exact count where the rules allow several lengths', () => {
    const range = { min: 4, max: 6 };
    expect(PHONE_MESSAGES.en.tooShort('Germany', range)).toBe(
      'Too short for Germany: 4 to 6 more digits expected.',
    );
    expect(PHONE_MESSAGES.de.tooShort('Deutschland', range)).toBe(
      'Zu kurz für Deutschland: 4 bis 6 weitere Ziffern erwartet.',
    );
    expect(PHONE_MESSAGES.fr.tooShort('Allemagne', range)).toBe(
      'Trop court pour Allemagne : 4 à 6 chiffres manquants.',
    );
    expect(PHONE_MESSAGES.es.tooShort('Alemania', range)).toBe(
      'Demasiado corto para Alemania: faltan de 4 a 6 dígitos.',
    );
    expect(PHONE_MESSAGES.ar.tooShort('ألمانيا', range)).toContain('من 4 إلى 6');
    expect(PHONE_MESSAGES.en.tooShort('Germany', { min: 3, max: undefined })).toBe(
      'Too short for Germany: at least 3 more digits expected.',
    );
    expect(PHONE_MESSAGES.en.tooShort('the United States', undefined)).toBe(
      'Too short for the United States.',
    );
    for (const messages of Object.values(PHONE_MESSAGES)) {
      // A range or a lower bound never reads as the exact count of its ends.
      expect(messages.tooShort('X', range)).not.toBe(messages.tooShort('X', { min: 4, max: 4 }));
      expect(messages.tooShort('X', range)).not.toBe(messages.tooShort('X', { min: 6, max: 6 }));
      expect(messages.tooShort('X', { min: 3, max: undefined })).not.toBe(
        messages.tooShort('X', { min: 3, max: 3 }),
      );
    }
  });
});

describe('country picker labels', () => {
  it('are translated for every supported language', () => {
    const labels = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, WORDS[locale].labels]));
    expect(missingTranslations(labels as Record<Locale, object>)).toEqual([]);
  });
});

describe('the words of a language', () => {
  it('are loaded when asked for, English being at hand', async () => {
    expect(PHONE_WORDS.words('en')).toBe(PHONE_WORDS.en);
    const german = await PHONE_WORDS.load('de');
    expect(PHONE_WORDS.words('de')).toBe(german);
    expect(german.messages.extension).toBe('Durchwahl');
  });
});
