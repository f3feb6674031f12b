/**
 * A number as read from text, the shape every reason and the digit countdown take, whoever read it
 * (libphonenumber-js, or the typed-so-far reading of digits it does not read yet):
 *   '020 7946 095' in GB → { typed: '02079460 95', callingCode: '44', national: '207946095', country: 'GB', … }
 */
import type { CountryCode } from 'libphonenumber-js/core';

export interface NumberReading {
  /** '+' and digits as written (a national number keeps its trunk or international prefix: '0207…', '011 44…'). */
  readonly typed: string;
  /** undefined while the calling code is still being typed ('+4'). */
  readonly callingCode: string | undefined;
  /** The national significant digits read (no calling code, no trunk prefix). */
  readonly national: string;
  /** The number's country as libphonenumber-js gives it; undefined where it gives none. */
  readonly country: CountryCode | undefined;
  /** A non-geographic calling code (+800, +979 …): no country. */
  readonly nonGeographic: boolean;
  /** Written with '+' or an international prefix (00, 011, 8~10 …). */
  readonly international: boolean;
}
