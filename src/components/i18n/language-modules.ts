/**
 * A word set's languages from the files of its folder: each set globs its folder (import.meta.glob), so adding a
 * language is adding its files, and a language whose file is not there yet has no loader (its set shows English).
 *   wordSet(en, import.meta.glob<{ words: T }>(['./messages/*.ts', '!./messages/en.ts']), (m) => m.words)
 */
import type { Locale } from './locale';

/** A folder's modules as import.meta.glob gives them: './messages/pt-br.ts' → its loader. */
export type ModuleFiles<M> = Readonly<Record<string, () => Promise<M>>>;

/**
 * A language's module among a folder's, by its file name: the tag in lower case ('pt-br.ts', 'zh-hans.ts'); none
 * for a language whose file is not there yet (each set's glob leaves English's out: it is at hand).
 */
export function fileOf<M>(files: ModuleFiles<M>, locale: Locale): (() => Promise<M>) | undefined {
  const name = `/${locale.toLowerCase()}.ts`;
  return Object.entries(files).find(([path]) => path.endsWith(name))?.[1];
}
