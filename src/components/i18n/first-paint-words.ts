/**
 * The words the phone field shows before its engine has loaded (the label and the country button's name). English's
 * are here, at hand for every first paint; each other language's are the `firstPaint` of its phone-words module, in
 * that language's chunk, so the first paint in English carries no other language. The app loads them before it first
 * draws (preloadWords). The package's PhoneInput in another language paints in English until its engine and that
 * language's words are in (a field always has a name, and a server's HTML is the same whatever has loaded); a team
 * that wants no English first awaits preloadPhoneInput(locale), or passes `label` and `messages`.
 */
import type { Locale } from './locale';

export interface FirstPaintWords {
  readonly phoneNumber: string;
  /** The country button's name starts with it: "Country: GB +44". */
  readonly selector: string;
  readonly international: string;
}

/** The words a language's phone-words module gives as `firstPaint`, apart from its messages and labels. */
export type FirstPaintKey = keyof FirstPaintWords;

export const ENGLISH_FIRST_PAINT: FirstPaintWords = {
  phoneNumber: 'Phone number',
  selector: 'Country',
  international: 'International',
};

const known = new Map<string, FirstPaintWords>([['en', ENGLISH_FIRST_PAINT]]);

/** A language's first-paint words once this page has them (English's always). */
export const firstPaintWords = (locale: string): FirstPaintWords | undefined => known.get(locale);

/** Keeps a language's first-paint words for the fields drawn after (preloadWords, the field's words). */
export function keepFirstPaintWords(locale: Locale, words: FirstPaintWords): void {
  known.set(locale, words);
}
