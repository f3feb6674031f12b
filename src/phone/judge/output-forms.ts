/**
 * Every written form of a valid number, for the form value and for display.
 * outputForms('02079460958', 'GB', max, '12') → { e164: '+442079460958', international: '+44 20 7946 0958 x12',
 *   national: '020 7946 0958 x12', rfc3966: 'tel:+442079460958;ext=12', extension: '12' }
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { judgeNumber, validNumberFor, type JudgedNumber } from './judge-number';
import type { MetadataJson } from '../metadata/metadata';

export interface OutputForms {
  /** '+442079460958' — never with the extension. */
  readonly e164: string;
  /** '+44 20 7946 0958' (with the extension as the country writes it: ' x12', ' ext. 12') */
  readonly international: string;
  /** '020 7946 0958' (with the extension) */
  readonly national: string;
  /** 'tel:+442079460958' (with ';ext=12'), as libphonenumber-js writes RFC 3966 */
  readonly rfc3966: string;
  readonly extension: string | undefined;
}

/** undefined unless the number is valid under the given metadata (with the small metadata that check is loose). */
export function outputForms(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
  extension?: string,
  /** The number already read (judgePlainNumber, for a list), else it is read as typed (judgeNumber). */
  judged?: JudgedNumber,
): OutputForms | undefined {
  const number = validNumberFor(judged ?? judgeNumber(typed, selected, metadata), metadata);
  if (!number) return undefined;
  if (extension) number.setExt(extension);
  return {
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    rfc3966: number.getURI(),
    extension: number.ext,
  };
}
