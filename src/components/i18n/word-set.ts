/**
 * Words as data: one module per UI language for each set of words (the phone field's, a screen's), English at hand
 * and the others fetched when their language is in use, so a page carries the words it shows and no others.
 *   const CHECK_WORDS = wordSet(en, import.meta.glob<{ words: T }>(['./messages/*.ts', '!./messages/en.ts']), (m) => m.words)
 *   CHECK_WORDS.words('de') → undefined until CHECK_WORDS.load('de') has resolved, English for 'en' at once.
 * A language without a module in a set (its file not written yet) gets English in that set, never an error.
 */
import { useSyncExternalStore } from 'react';
import { fileOf, type ModuleFiles } from './language-modules';
import type { Locale } from './locale';

export interface WordSet<T> {
  readonly en: T;
  /** The language's words once loaded (English always); undefined while they are not. */
  words(locale: Locale): T | undefined;
  /** Fetches the language's words (once); resolves with them, or with `en` itself when the language has no module. */
  load(locale: Locale): Promise<T>;
  /** Called when any language's words arrive. */
  subscribe(listener: () => void): () => void;
}

/** Every set made in this page so far: a language is made ready for all of them at once (preloadWords). */
const sets = new Set<WordSet<unknown>>();

/**
 * Loads a language's words for every set this page has, and the field's first paint's (a failure leaves English: the
 * page still works).
 */
export function preloadWords(locale: Locale): Promise<void> {
  const firstPaint = import('./first-paint-languages').then((module) => module.keepFirstPaint(locale));
  return Promise.all([firstPaint, ...[...sets].map((set) => set.load(locale))]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A set's other languages: a loader of its folder's modules (import.meta.glob). A set the first page has keeps that
 * table in a module of its own, so the first page carries one dynamic import instead of one per language.
 */
export type OtherLanguages<M> = () => Promise<ModuleFiles<M>>;

export function wordSet<T, M = T>(en: T, others: OtherLanguages<M>, pick: (module: M) => T): WordSet<T> {
  const set = makeWordSet(en, others, pick);
  sets.add(set);
  return set;
}

function makeWordSet<T, M>(en: T, others: OtherLanguages<M>, pick: (module: M) => T): WordSet<T> {
  let table: Promise<ModuleFiles<M>> | undefined;
  const files = (): Promise<ModuleFiles<M>> =>
    (table ??= others().catch((error: unknown) => {
      // Offline: the next use tries again.
      table = undefined;
      throw error;
    }));
  const loaded = new Map<Locale, T>([['en', en]]);
  const loading = new Map<Locale, Promise<T>>();
  const listeners = new Set<() => void>();
  return {
    en,
    words: (locale) => loaded.get(locale),
    load(locale) {
      const ready = loaded.get(locale);
      if (ready) return Promise.resolve(ready);
      let pending = loading.get(locale);
      if (!pending) {
        pending = files()
          .then((modules) => fileOf(modules, locale)?.().then(pick) ?? en)
          .then(
            (words) => {
              loaded.set(locale, words);
              for (const listener of listeners) listener();
              return words;
            },
            (error: unknown) => {
              // Offline, or a deploy replaced the chunk: English stays, and the next use tries again.
              loading.delete(locale);
              throw error;
            },
          );
        loading.set(locale, pending);
      }
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Every language's words, loaded (for a test, or a page that shows them all). */
export async function allWords<T>(set: WordSet<T>, locales: readonly Locale[]): Promise<Record<Locale, T>> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, await set.load(locale)] as const));
  return Object.fromEntries(entries) as Record<Locale, T>;
}

/**
 * The words of a set in a language for a component: English until that language's have arrived (asked for here),
 * then theirs. An app that loads them before it draws (preloadWords) never shows English first.
 */
export function useWords<T>(set: WordSet<T>, locale: Locale): T {
  const words = useSyncExternalStore(
    set.subscribe,
    () => set.words(locale),
    () => set.words(locale),
  );
  if (!words) void set.load(locale).catch(() => undefined);
  return words ?? set.en;
}
