/**
 * The one judgement for a browser form's schema, without its rules at first paint: the full rules (and the judgement's
 * code) load on the first call, the same chunks PhoneInput's engine loads after its first paint, so a page with the
 * field fetches them once. For zod or react-hook-form, whose checks may be async:
 *   z.string().refine((value) => isValidPhoneAsync(value, { defaultCountry: 'GB' }), { message: '…' })
 * Exported by telfield and telfield/phone alike; telfield/phone's isValidPhone gives the same answer synchronously,
 * with the full metadata in the bundle.
 */
import type { ParsedPhone } from './parsed-of';
import { countriesOption, type PhoneOptions } from './phone-options';

/** parsePhone's answer, once the full rules are here. Never rejects for a bad input: a non-string is no number. */
export async function parsePhoneAsync(text: string, options?: PhoneOptions): Promise<ParsedPhone> {
  // Every module is imported here, not at the top: a page that never calls this pays nothing for it at first paint.
  const [{ judge }, { parsedOf }, rules] = await Promise.all([
    import('../judge/judgement'),
    import('./parsed-of'),
    import('../judge/load-full-rules').then(({ loadFullRules }) => loadFullRules()),
  ]);
  const verdict = judge(typeof text === 'string' ? text : '', {
    defaultCountry: options?.defaultCountry,
    rules,
    countries: countriesOption(options),
  });
  return parsedOf(verdict, rules.metadata);
}

/** true when the value is a string holding a valid number, as isValidPhone says; for an async schema check. */
export async function isValidPhoneAsync(value: unknown, options?: PhoneOptions): Promise<boolean> {
  return typeof value === 'string' && (await parsePhoneAsync(value, options)).valid;
}
