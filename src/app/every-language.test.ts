/**
 * Every language's words, against English (the reference): every set has a module for every supported language,
 * with exactly English's keys, every text non-empty, every function keeping each argument it is given (a country,
 * a count), and every counted text giving a form to each plural category Intl.PluralRules has for its language.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Plural from '../intl/plural';
import type { PluralForms } from '../intl/plural';

// Every plural() and pluralList() call a language's module makes: its locale and the forms it gives (checked against the rules).
const pluralCalls: { locale: string; forms: PluralForms }[] = [];
vi.mock('../intl/plural', async (original) => {
  const real = await original<typeof Plural>();
  return {
    ...real,
    plural: (locale: string, count: number, forms: PluralForms) => {
      pluralCalls.push({ locale, forms });
      return real.plural(locale, count, forms);
    },
    pluralList: (locale: string, values: readonly number[], forms: PluralForms) => {
      pluralCalls.push({ locale, forms });
      return real.pluralList(locale, values, forms);
    },
  };
});

const { SUPPORTED_LOCALES } = await import('../components/i18n/locale');
const { PHONE_WORDS } = await import('../components/i18n/phone-words');
const { CHECK_WORDS } = await import('../features/check/check-words');
const { BATCH_WORDS } = await import('../features/batch/messages/batch-words');
const { PLAYGROUND_WORDS } = await import('../features/playground/playground-words');
const { APP_WORDS } = await import('./app-words');
type Locale = (typeof SUPPORTED_LOCALES)[number];
type WordSet = { readonly en: unknown; load(locale: Locale): Promise<unknown> };

const SETS: Readonly<Record<string, WordSet>> = {
  phone: PHONE_WORDS,
  check: CHECK_WORDS,
  batch: BATCH_WORDS,
  playground: PLAYGROUND_WORDS,
  app: APP_WORDS,
};

const COUNTRY = 'ZZcountryZZ';
// Sample arguments of every function in every set (a new function needs its samples here): strings are sentinels
// that must come back verbatim, numbers distinct values that must come back formatted; undefined is left out.
const SAMPLES: Readonly<Record<string, readonly (readonly unknown[])[]>> = {
  'phone.messages.countryChanged': [[COUNTRY]],
  'phone.messages.pasteTruncated': [[4173, 29]],
  'phone.messages.moreCountries': [[7]],
  'phone.messages.tooShort': [
    [COUNTRY, undefined],
    [COUNTRY, { min: 7, max: 7 }],
    [COUNTRY, { min: 7, max: 13 }],
    [COUNTRY, { min: 7, max: undefined }],
  ],
  'phone.messages.tooLong': [
    [COUNTRY, undefined],
    [COUNTRY, 7],
  ],
  'phone.messages.invalidLength': [[COUNTRY]],
  'phone.messages.addAreaCode': [[COUNTRY]],
  'phone.messages.notAccepted': [[COUNTRY]],
  'phone.messages.extensionTooLong': [[7]],
  'phone.messages.unknownCallingCode': [['8089']],
  'phone.messages.invalid': [[COUNTRY]],
  'phone.labels.matchCount': [[7]],
  'check.copy': [['ZZwhatZZ']],
  'check.copied': [['ZZwhatZZ']],
  'check.call': [['+12015550123']],
  'batch.preview': [[4173]],
  'batch.pickedColumns': [[7]],
  'batch.column': [[7]],
  'batch.progressText': [
    [4173, 9241, 29, 41],
    [4173, 9241, 29, undefined],
  ],
  'batch.finished': [[4173, 2.5]],
  'batch.reading': [[37]],
  'batch.encoding': [['ZZencodingZZ']],
  'batch.replaced': [[7]],
  'batch.replacedLines': [[4173, 29], [4173]],
  'batch.truncated': [[7]],
  'batch.moreColumns': [[7]],
  'batch.milestone': [[37]],
  'batch.shown': [[7, 4173]],
  'batch.unclosedQuote': [[4173]],
  'batch.quoteInUnquotedCell': [[4173, 29]],
  'batch.textAfterQuote': [[4173, 29]],
  'batch.notUtf8': [['0xE9', 4173]],
  'batch.firstUtf8': [[4173]],
  'batch.loadedFile': [['ZZnameZZ.csv', 'ZZsizeZZ']],
  'batch.validIn': [['ZZcountriesZZ']],
  'batch.duplicateOf': [['ZZrowZZ']],
  'batch.extension': [['ZZdigitsZZ']],
  'batch.rowsShown': [[7]],
  'batch.copied': [[7]],
};
// Counts that reach every plural category of every language (0, one, two, few, many and fractions).
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5];

/** The forms a number may take in the language's text: plain, formatted, with one decimal. */
function numberForms(locale: string, n: number): string[] {
  const forms = [String(n), n.toFixed(1)];
  for (const options of [{}, { useGrouping: false }, { minimumFractionDigits: 1 }] as const)
    for (const tag of [locale, `${locale}-u-nu-latn`])
      forms.push(new Intl.NumberFormat(tag, options).format(n));
  return forms;
}

/** Every argument's value in the text: strings verbatim, numbers in one of their forms, an object's numbers too. */
function lostArguments(locale: string, text: string, args: readonly unknown[]): string[] {
  const values = args.flatMap((arg) =>
    arg !== null && typeof arg === 'object' ? Object.values(arg).filter((v) => v !== undefined) : [arg],
  );
  const lost: string[] = [];
  for (const value of values) {
    if (value === undefined) continue;
    const ok =
      typeof value === 'number'
        ? numberForms(locale, value).some((form) => text.includes(form))
        : text.includes(String(value));
    if (!ok) lost.push(String(value));
  }
  return lost;
}

/** What is wrong with a language's words of a set, against English's. */
function problemsOf(
  locale: Locale,
  path: string,
  english: unknown,
  words: unknown,
  problems: string[],
): void {
  if (typeof english === 'string') {
    if (typeof words !== 'string' || words.trim() === '') problems.push(`${path}: not a text`);
    return;
  }
  if (typeof english === 'function') {
    if (typeof words !== 'function') return void problems.push(`${path}: not a function`);
    const samples = SAMPLES[path.slice(path.indexOf('.') + 1)];
    if (!samples) return void problems.push(`${path}: no sample arguments in this test`);
    const call = (args: readonly unknown[]) => (words as (...a: readonly unknown[]) => unknown)(...args);
    for (const args of samples) {
      const text = call(args);
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${path}(${JSON.stringify(args)}): empty`);
      else
        for (const value of lostArguments(locale, text, args))
          problems.push(`${path}(${JSON.stringify(args)}): loses ${value}: ${text}`);
    }
    // Every count a counted text may get, for the plural forms it uses (recorded by the plural() mock).
    for (const args of samples)
      for (const n of COUNTS) {
        const counted = args.map((arg) => (typeof arg === 'number' ? n : arg));
        if (counted.some((arg, i) => arg !== args[i])) call(counted);
      }
    return;
  }
  if (english === null || typeof english !== 'object')
    return void problems.push(`${path}: English has an unexpected value`);
  if (words === null || typeof words !== 'object') return void problems.push(`${path}: missing`);
  const expected = english as Record<string, unknown>;
  const actual = words as Record<string, unknown>;
  for (const key of Object.keys(expected))
    if (!(key in actual)) problems.push(`${path}.${key}: missing`);
    else problemsOf(locale, `${path}.${key}`, expected[key], actual[key], problems);
  for (const key of Object.keys(actual))
    if (!(key in expected)) problems.push(`${path}.${key}: not in English`);
}

/**
 * Plural calls whose forms leave out a category the language's rules give one of COUNTS, or that name another
 * language. (French, Spanish, Italian and Portuguese have a `many` for exact millions: not required.)
 */
function pluralProblems(locale: Locale, path: string, calls: typeof pluralCalls, problems: string[]): void {
  for (const call of calls) {
    if (new Intl.Locale(call.locale).baseName !== new Intl.Locale(locale).baseName)
      problems.push(`${path}: plural() is given ${call.locale}`);
    const rules = new Intl.PluralRules(call.locale);
    const categories = [...new Set(COUNTS.map((n) => rules.select(n)))];
    const missing = categories.filter((category) => call.forms[category] === undefined);
    if (missing.length > 0)
      problems.push(`${path}: no ${missing.join('/')} form in {${Object.keys(call.forms).join(', ')}}`);
  }
}

const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');
const report: Record<string, string[]> = {};

beforeAll(async () => {
  for (const locale of OTHERS) {
    const problems: string[] = [];
    for (const [name, set] of Object.entries(SETS)) {
      const words = await set.load(locale).catch((error: unknown) => error);
      if (words instanceof Error) problems.push(`${name}: does not load (${words.message})`);
      else if (words === set.en) problems.push(`${name}: no module (${name} words in ${locale} are English)`);
      else {
        pluralCalls.length = 0;
        const found: string[] = [];
        problemsOf(locale, `${locale}.${name}`, set.en, words, found);
        pluralProblems(locale, `${locale}.${name}`, [...new Set(pluralCalls)], found);
        problems.push(...new Set(found));
      }
    }
    report[locale] = problems;
  }
  // 36 languages of five sets, each module imported and every function called with many counts.
});

describe('every language', () => {
  it('has a module in every set (the languages without are listed)', () => {
    const missing = OTHERS.filter((locale) => report[locale]?.some((p) => p.includes('no module')));
    expect(missing, `languages without all their files: ${missing.join(' ')}`).toEqual([]);
  });

  it.each(OTHERS)(
    '%s has English’s keys, keeps every argument, and a form for each plural category',
    (locale) => {
      expect(report[locale]?.filter((p) => !p.includes('no module'))).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it('catches a missing key, an extra key, a lost argument and a missing plural form', () => {
    const found: string[] = [];
    const en = {
      title: 'A',
      rowsShown: (count: number) => `${count} rows`,
      shown: (n: number, total: number) => `${n} of ${total}`,
      validIn: (where: string) => `valid in ${where}`,
    };
    const pl = { title: 'A', shown: () => 'wiersze', validIn: () => 'gdzie indziej', x: 'X' };
    problemsOf('pl', 'pl.batch', en, pl, found);
    pluralProblems(
      'pl',
      'pl.batch',
      [{ locale: 'pl', forms: { one: '# wiersz', other: '# wiersza' } }],
      found,
    );
    expect(found).toEqual([
      'pl.batch.rowsShown: missing',
      'pl.batch.shown([7,4173]): loses 7: wiersze',
      'pl.batch.shown([7,4173]): loses 4173: wiersze',
      'pl.batch.validIn(["ZZcountriesZZ"]): loses ZZcountriesZZ: gdzie indziej',
      'pl.batch.x: not in English',
      'pl.batch: no many/few form in {one, other}',
    ]);
  });
});
