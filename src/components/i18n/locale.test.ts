import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, pickLocale } from './locale';

describe('pickLocale', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-BR', 'fr-CA'], 'fr'],
    [['ar-EG'], 'ar'],
    [['es-419'], 'es'],
    [['ja', 'zh'], 'en'],
    [[], 'en'],
    [['not a tag', 'es'], 'es'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(pickLocale(languages)).toBe(expected);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['de-DE', 'ltr'],
    ['???', 'ltr'],
  ] as const)('%s is %s', (tag, dir) => {
    expect(directionOf(tag)).toBe(dir);
  });
});

it('knows the supported locales', () => {
  expect(isLocale('fr')).toBe(true);
  expect(isLocale('pt')).toBe(false);
});
