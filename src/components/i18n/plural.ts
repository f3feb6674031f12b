/**
 * A count in words: the form for the count's plural category in the locale (Intl.PluralRules: 'one', 'few', …,
 * falling back to 'other'), with `#` standing for the count as the locale writes numbers. Languages differ in which
 * counts take which form (French says "0 ligne", Arabic has six forms), so the choice is never `n === 1`.
 *   plural('en', 1, { one: '# row', other: '# rows' })  →  '1 row'
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

export function plural(locale: string, count: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace(/#/g, new Intl.NumberFormat(locale).format(count));
}
