/**
 * Counts in words, per language: the plural form comes from Intl.PluralRules (Polish, Russian, Ukrainian, Czech and
 * Arabic have more than two forms) and the number from Intl.NumberFormat, so no word set glues "s" onto a noun.
 *   plural('pl', 5, { one: '# cyfra', few: '# cyfry', many: '# cyfr', other: '# cyfry' }) === '5 cyfr'
 * `#` in a form stands for the count, formatted for the language.
 */
export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

export function plural(locale: string, n: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other;
  return form.replaceAll('#', count(locale, n));
}

/**
 * Numbers listed in a sentence whose words agree with how many there are; `#` in a form stands for the list:
 *   pluralList('de', [4, 1200], { one: 'in Zeile #', other: 'in den Zeilen #' }) === 'in den Zeilen 4 und 1.200'
 */
export function pluralList(locale: string, values: readonly number[], forms: PluralForms): string {
  // plural()'s choice of form, written again rather than shared: the package's field counts with plural() and lists
  // nothing, and a helper shared by both made its bundle larger.
  const form = forms[new Intl.PluralRules(locale).select(values.length)] ?? forms.other;
  return form.replaceAll('#', numberList(locale, values));
}

/** A share from 0 to 100 as the language writes a percentage: percent('fr', 42) === '42 %' (a narrow space). */
export function percent(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
}

/**
 * Numbers as the language lists them ('4, 17, and 1,200', '4, 17 und 1.200', '4、17、1,200'): each formatted as a
 * count, joined by Intl.ListFormat, so a group separator is never read as the list's.
 */
export function numberList(locale: string, values: readonly number[]): string {
  return new Intl.ListFormat(locale).format(values.map((value) => count(locale, value)));
}

/** A count formatted for the language (grouping, and the language's own digits where it uses them). */
export function count(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * A duration in seconds for the language: tenths from a second up ('2.4'), two significant digits below ('0.012'),
 * so a short list's time is never '0.0'.
 */
export function seconds(locale: string, value: number): string {
  return new Intl.NumberFormat(
    locale,
    value >= 1 ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : { maximumSignificantDigits: 2 },
  ).format(value);
}
