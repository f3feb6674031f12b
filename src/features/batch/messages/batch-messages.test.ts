import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../../components/i18n/check-dictionary';
import { SUPPORTED_LOCALES } from '../../../components/i18n/locale';
import { allWords } from '../../../components/i18n/word-set';
import { numberList } from '../../../intl/plural';
import { LIST_NOTES_EN } from '../../../list/list-words';
import { BATCH_WORDS } from './batch-words';
import { en } from './en';

describe('the list cleaner’s words', () => {
  it('are translated for every supported language, each loaded as the screen loads it', async () => {
    expect(missingTranslations(await allWords(BATCH_WORDS, SUPPORTED_LOCALES))).toEqual([]);
  });

  it('come from each language’s own module, English at hand before any is loaded', async () => {
    expect(BATCH_WORDS.words('en')).toBe(en);
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      expect(all[locale].title, locale).not.toBe(en.title);
      expect(BATCH_WORDS.words(locale), locale).toBe(all[locale]);
    }
  });

  // telfield clean prints LIST_NOTES_EN: the screen's English says the same facts, its advice after them.
  it('note what the reading noticed in English in the words the command line prints', () => {
    for (const [row, more] of [
      [1, 0],
      [2, 0],
      [3, 1],
      [51_234, 1_200],
    ] as const) {
      expect(en.unclosedQuote(row)).toBe(
        `${LIST_NOTES_EN.unclosedQuote(row)} Close the quote and load the file again, or read it with quotes as plain text.`,
      );
      expect(en.textAfterQuote(row, more)).toBe(
        `${LIST_NOTES_EN.textAfterQuote(row, more)} Check that row, or read the file with quotes as plain text.`,
      );
      expect(en.quoteInUnquotedCell(row, more)).toBe(LIST_NOTES_EN.quoteInUnquotedCell(row, more));
      expect(en.replaced(row)).toBe(LIST_NOTES_EN.replaced(row));
    }
    expect(en.encoding('windows-1252')).toBe(LIST_NOTES_EN.encoding('windows-1252'));
    for (const lines of [[4], [4, 1_200], [4, 17, 1_200]])
      expect(en.replacedLines(...lines)).toBe(LIST_NOTES_EN.replacedLines(...lines));
  });

  // A person's expectation: one row is "1 row" in each language that has a singular (Arabic says "rows: 1"), and a
  // short list's time is not "0.0 s" (issue 39.4).
  it('say one row in the singular, and a short time in its own digits', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    const expected: Partial<Record<(typeof SUPPORTED_LOCALES)[number], string>> = {
      en: 'Done: 1 row in 0.012 s.',
      de: 'Fertig: 1 Zeile in 0,012 s.',
      fr: 'Terminé : 1 ligne en 0,012 s.',
      es: 'Hecho: 1 fila en 0,012 s.',
    };
    for (const [locale, words] of Object.entries(expected))
      expect(all[locale as keyof typeof expected].finished(1, 0.012), locale).toBe(words);
  });

  // A person's expectation: "and 1 more row", not "1 more rows" or "1 autre(s) ligne(s)" (issue 40.2).
  it('count the other rows of a quote notice in the singular for one, in the plural for more', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    const expected: Partial<
      Record<(typeof SUPPORTED_LOCALES)[number], readonly [string, string, string, string]>
    > = {
      en: ['(and 1 more row)', '(and 3 more rows)', '(and in 1 more row)', '(and in 3 more rows)'],
      de: [
        '(ebenso 1 weitere Zeile)',
        '(ebenso 3 weitere Zeilen)',
        '(ebenso in 1 weiteren Zeile)',
        '(ebenso in 3 weiteren Zeilen)',
      ],
      fr: [
        '(de même que 1 autre ligne)',
        '(de même que 3 autres lignes)',
        '(de même dans 1 autre ligne)',
        '(de même dans 3 autres lignes)',
      ],
      es: ['(y 1 fila más)', '(y 3 filas más)', '(y en 1 fila más)', '(y en 3 filas más)'],
    };
    for (const [locale, [one, three, inOne, inThree]] of Object.entries(expected)) {
      const words = all[locale as keyof typeof expected];
      expect(words.quoteInUnquotedCell(5, 1), locale).toContain(one);
      expect(words.quoteInUnquotedCell(5, 3), locale).toContain(three);
      expect(words.textAfterQuote(5, 1), locale).toContain(inOne);
      expect(words.textAfterQuote(5, 3), locale).toContain(inThree);
    }
  });

  // A person's expectation: "First on line 4", "First on lines 4 and 1,200", never "line(s)" or "Zeile(n)", nor a list
  // whose commas are also the numbers' ("4, 1,200") (issue 40.2).
  it('name the lines of undecoded characters in the singular for one line, in the plural for more', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    const expected: Partial<Record<(typeof SUPPORTED_LOCALES)[number], readonly [string, string]>> = {
      en: ['First on line 4.', 'First on lines 4 and 1,200.'],
      de: ['Zuerst in Zeile 4.', 'Zuerst in den Zeilen 4 und 1.200.'],
      fr: ['D’abord à la ligne 4.', 'D’abord aux lignes 4 et 1\u202f200.'],
      es: ['Primero en la línea 4.', 'Primero en las líneas 4 y 1200.'],
    };
    for (const [locale, [one, two]] of Object.entries(expected)) {
      const words = all[locale as keyof typeof expected];
      expect(words.replacedLines(4), locale).toBe(one);
      expect(words.replacedLines(4, 1_200), locale).toBe(two);
    }
    // Every language: no noun with its plural glued on in brackets or after a slash ('line(s)', 'rad(er)', 'στη
    // γραμμή/στις γραμμές'), and where the language has a singular (Intl.PluralRules says 'one'), one line is not
    // said as several.
    const glued = /\p{L}\s?\(\p{L}+\)|\p{L}\/\p{L}/u;
    for (const locale of SUPPORTED_LOCALES) {
      const one = all[locale].replacedLines(4);
      const two = all[locale].replacedLines(4, 17);
      expect(one, locale).not.toMatch(glued);
      expect(two, locale).not.toMatch(glued);
      if (new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes('one'))
        expect(one.replace(numberList(locale, [4]), ''), locale).not.toBe(
          two.replace(numberList(locale, [4, 17]), ''),
        );
    }
  });

  // A person's expectation: "1 character could not be read", "1 phone cell was longer", not "1 characters".
  it('count undecoded characters and long phone cells in the singular for one', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    const expected: Partial<Record<(typeof SUPPORTED_LOCALES)[number], readonly [string, string]>> = {
      en: ['1 character could not', '1 phone cell was longer'],
      de: ['1 Zeichen ließ sich', '1 Telefonzelle war länger'],
      fr: ['1 caractère n’a pas pu', '1 cellule de numéro dépassait'],
      es: ['1 carácter no se pudo', '1 celda de teléfono tenía'],
    };
    for (const [locale, [replaced, truncated]] of Object.entries(expected)) {
      const words = all[locale as keyof typeof expected];
      expect(words.replaced(1), locale).toContain(replaced);
      expect(words.truncated(1), locale).toContain(truncated);
    }
  });

  it('give every language the time as the platform writes numbers there', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    for (const locale of SUPPORTED_LOCALES) {
      const short = new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(0.012);
      const long = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(2.46);
      expect(all[locale].finished(3, 0.012), locale).toContain(short);
      expect(all[locale].finished(3, 2.46), locale).toContain(long);
    }
  });

  it('name the export’s columns after the phone column', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    for (const locale of SUPPORTED_LOCALES) expect(all[locale].exportHelp, locale).not.toMatch(/phone_e164/);
  });
});
