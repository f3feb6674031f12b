import { isE164 } from '../../phone/judge/entry-value';

/**
 * Says in development that a value given to the field is not E.164 (it is read as typed in the selected country).
 * Bundlers replace process.env.NODE_ENV, so a production build drops the warning and its words. Unbundled there is no
 * process, and no warning; Vite's dev server defines none either, so no `typeof process` guard (it would hide it there).
 */
export function warnNotE164(value: string): void {
  try {
    if (process.env.NODE_ENV !== 'production' && value !== '' && !isE164(value))
      console.warn(
        `telfield: value should be E.164 (+ and up to 15 digits); "${value}" was read as typed in the selected country.`,
      );
  } catch {
    // No process: the package imported as is.
  }
}
