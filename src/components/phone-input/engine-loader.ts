/**
 * The field's engine (phone-input-engine.tsx: libphonenumber-js, formatting, validation, the picker, and the words
 * of every language as loaders) and its words in the UI language, fetched once per page; every PhoneInput then switches to it. This is the browser's cache of a
 * chunk, never part of what a server renders: on a server, and while a page hydrates, every PhoneInput draws its
 * first paint, so the HTML is a function of its props alone, whatever other requests loaded.
 */
import { useSyncExternalStore } from 'react';
import type * as EngineModule from './phone-input-engine';

export type Engine = typeof EngineModule;

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
const listeners = new Set<() => void>();
/**
 * Told first when the engine or a language's words arrive, before React swaps the views (the first paint notes where
 * focus is, while it is still there, once its own language is ready too).
 */
export const beforeSwap = new Set<() => void>();

function arrived(): void {
  for (const note of beforeSwap) note();
  for (const listener of listeners) listener();
}
/**
 * Whether a field in this language (any tag: the engine picks the UI language it is shipped in) can draw its engine
 * now. The tag is picked in the engine's chunk, so the first paint carries no list of languages.
 */
export const engineReady = (tag: string): boolean =>
  engine?.PHONE_WORDS.words(engine.pickLocale([tag])) !== undefined;

/** Loads the field's engine (once), and the words of a UI language; every PhoneInput on the page then switches. */
export function preloadPhoneInput(locale: string = 'en'): Promise<void> {
  loading ??= import('./phone-input-engine').then(
    (module) => {
      engine = module;
      module.PHONE_WORDS.subscribe(arrived);
      arrived();
      return module;
    },
    (error: unknown) => {
      // Offline or a deploy replaced the chunk: the plain input keeps working, and the next use tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading.then((module) => module.PHONE_WORDS.load(module.pickLocale([locale]))).then(() => undefined);
}

/** Asks for the engine (and the language's words), a failure left for the next use to retry. */
export const loadEngine = (locale: string = 'en'): void =>
  void preloadPhoneInput(locale).catch(() => undefined);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none = (): undefined => undefined;

/** The engine alone (for a view with words of its own, CountryPicker), once here; undefined on a server and hydrating. */
export function useLoadedEngineAlone(): Engine | undefined {
  return useSyncExternalStore(subscribe, () => engine, none);
}

/** The engine, once it and the language's words are here in this browser; undefined on a server and while hydrating. */
export function useLoadedEngine(locale: string): Engine | undefined {
  return useSyncExternalStore(subscribe, () => (engineReady(locale) ? engine : undefined), none);
}
