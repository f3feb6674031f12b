/**
 * The words the phone field shows before its engine has loaded (the label and the country button's name), in every
 * UI language: the first paint carries these, not the whole dictionaries (phone-words.ts adds these to each
 * language's module).
 */
import type { Locale } from './locale';

export interface FirstPaintWords {
  readonly phoneNumber: string;
  /** The country button's name starts with it: "Country: GB +44". */
  readonly selector: string;
  readonly international: string;
}

/** The words a language's phone-words module leaves out: they are here, for the first paint and the engine alike. */
export type FirstPaintKey = keyof FirstPaintWords;

export const FIRST_PAINT_WORDS: Readonly<Record<Locale, FirstPaintWords>> = {
  en: { phoneNumber: 'Phone number', selector: 'Country', international: 'International' },
  de: { phoneNumber: 'Telefonnummer', selector: 'Land', international: 'International' },
  fr: { phoneNumber: 'Numéro de téléphone', selector: 'Pays', international: 'International' },
  es: { phoneNumber: 'Número de teléfono', selector: 'País', international: 'Internacional' },
  ar: { phoneNumber: 'رقم الهاتف', selector: 'البلد', international: 'دولي' },
};
