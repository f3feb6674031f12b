import type { AsYouType } from 'libphonenumber-js/core';

/**
 * AsYouType.input that never throws. libphonenumber-js 1.13.16 throws on an international prefix of '0' and one
 * more digit in Cape Verde and Samoa, which dial 0 abroad ('02' → "Cannot read properties of undefined"); its state
 * is still right afterwards (international, calling code not yet known), only the text is lost, so the typed
 * characters stand as they are: inputSafely(new AsYouType('CV', min), '02') === '02'.
 */
export function inputSafely(asYouType: AsYouType, typed: string): string {
  try {
    return asYouType.input(typed);
  } catch {
    return typed;
  }
}
