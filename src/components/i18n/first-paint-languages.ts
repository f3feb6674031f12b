import { fileOf } from './language-modules';
import { keepFirstPaintWords, type FirstPaintWords } from './first-paint-words';
import type { Locale } from './locale';

/** The first paint's other languages: each phone-words/<locale>.ts, for its `firstPaint` (first-paint-words.ts). */
const MODULES = import.meta.glob<{ readonly firstPaint: FirstPaintWords }>([
  './phone-words/*.ts',
  '!./phone-words/en.ts',
]);

/** Fetches a language's first-paint words and keeps them for the fields drawn after; English stays for one without. */
export async function keepFirstPaint(locale: Locale): Promise<void> {
  const module = await fileOf(MODULES, locale)?.();
  if (module) keepFirstPaintWords(locale, module.firstPaint);
}
