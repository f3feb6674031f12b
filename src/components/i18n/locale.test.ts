import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, pickLocale, SUPPORTED_LOCALES } from './locale';

describe('pickLocale', () => {
  // A person's obvious expectation: the browser's first language Telfield speaks, its regional or script form first.
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-BR', 'fr-CA'], 'pt-BR'],
    [['pt-PT', 'pt'], 'pt-PT'],
    [['pt'], 'pt-BR'],
    [['pt-AO'], 'pt-PT'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['no'], 'nb'],
    [['nn-NO'], 'nb'],
    [['nb-NO'], 'nb'],
    [['iw'], 'he'],
    [['in-ID'], 'id'],
    [['ar-EG'], 'ar'],
    [['es-419'], 'es'],
    [['ja', 'zh'], 'ja'],
    [['ko-KR'], 'ko'],
    [['sr', 'hr'], 'hr'],
    [['xx', 'tlh'], 'en'],
    [[], 'en'],
    [['not a tag', 'es'], 'es'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(pickLocale(languages)).toBe(expected);
  });

  it('gives every supported tag itself, as the language menu stores it', () => {
    for (const locale of SUPPORTED_LOCALES) expect(pickLocale([locale])).toBe(locale);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['de-DE', 'ltr'],
    ['zh-Hant', 'ltr'],
    ['???', 'ltr'],
  ] as const)('%s is %s', (tag, dir) => {
    expect(directionOf(tag)).toBe(dir);
  });
});

it('knows the supported locales: the first five and 32 more', () => {
  expect(SUPPORTED_LOCALES).toHaveLength(37);
  expect(isLocale('fr')).toBe(true);
  expect(isLocale('pt-BR')).toBe(true);
  expect(isLocale('pt')).toBe(false);
});
