/**
 * One cell of a list, judged as the Check screen judges a pasted number: same engine (src/phone), full metadata.
 * normaliseCell('+44 20 7946 0958', 'US', max)
 *   → { status: 'valid', reason: '', e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', truncated: false }
 *
 * Speed: validate() follows the number as it would be typed (AsYouType) to explain what is wrong, which costs
 * several parses. A number that one parse already finds valid, read plainly (no trunk-prefix or calling-code
 * guesswork) and given the country the engine's own resolveCountry() picks, gets the same answer from that one
 * parse; so most valid numbers take the quick path and only the rest go through validate().
 * judge-cell.test.ts checks that both paths agree on every country's numbers in many spellings and picks.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { judgeListNumber } from './judge-number';
import { numberType } from '../plan/number-type';
import { plainReading } from '../read/plain-reading';
import { trunkPrefixedReading } from '../read/trunk-prefixed-reading';
import { noPossibleReading } from './no-possible-reading';
import { planOf } from '../plan/numbering-plan';
import type { CountryCode } from '../plan/countries';
import type { MetadataJson } from '../metadata/metadata';
import { normalisePasted } from '../read/normalise-pasted';
import { outputForms } from './output-forms';
import { resolveCountry, wholeNumberClaim } from '../country/resolve-country';
import { validate } from './validate';
import type { RowReason, RowStatus, RowType } from './cell-codes';

export interface CellVerdict {
  readonly status: RowStatus;
  readonly reason: RowReason | '';
  readonly e164: string;
  readonly country: CountryCode | '';
  readonly type: RowType | '';
  /** The cell was longer than the engine's paste limit and only its start was read. */
  readonly truncated: boolean;
  /** The number's extension ('' when none): kept apart, the E.164 stays plain. */
  readonly extension: string;
  /** The E.164 of the other valid numbers in the cell ('020 7946 0958 / 07400 123456'), in order. */
  readonly others: readonly string[];
  /** The cell held more than one number (valid or not). */
  readonly several: boolean;
  /** For invalid-for-country: the (first VALID_IN_LIMIT) countries where the national digits are a valid number. */
  readonly validIn: readonly CountryCode[];
}

const EMPTY: CellVerdict = {
  status: 'empty',
  reason: '',
  e164: '',
  country: '',
  type: '',
  truncated: false,
  extension: '',
  others: [],
  several: false,
  validIn: [],
};

interface Parsed {
  readonly country: CountryCode | undefined;
  readonly countryCallingCode: string;
  readonly nationalNumber: string;
  readonly number: string;
  /** undefined: not a valid number; '': valid, of no known type. */
  readonly type: RowType | '' | undefined;
}

/**
 * '+' and digits read as parsePhoneNumberFromString reads them (calling code, then the first country of the code
 * whose leading digits or number types match), with one type search per candidate instead of parse's three;
 * undefined when a national prefix could be stripped (parse's own rules decide). judge-cell.test.ts checks it
 * against parsePhoneNumberFromString on every country's numbers.
 */
export function parseInternational(typed: string, metadata: MetadataJson): Parsed | undefined {
  const reading = plainReading(typed, undefined, metadata);
  // Non-geographic codes (+800 …) belong to no country: parse decides those.
  if (!reading?.international || !metadata.country_calling_codes[reading.callingCode]) return undefined;
  return parsedOf(reading.callingCode, reading.national, metadata);
}

/** A plain reading as parse would answer it: its country only when it is valid there. */
function parsedOf(callingCode: string, national: string, metadata: MetadataJson): Parsed {
  // resolveCountry's answer wherever the number is valid; a number valid nowhere goes to the engine, whatever its
  // country, so where it could still go is not asked (a third of an invalid row's time).
  const claimed = wholeNumberClaim(callingCode, national, metadata);
  return {
    country: claimed?.country,
    countryCallingCode: callingCode,
    nationalNumber: national,
    number: `+${callingCode}${national}`,
    type: claimed?.type,
  };
}

/**
 * National digits read as parsePhoneNumberFromString reads them with a default country, where nothing about them
 * is ambiguous: no international prefix and no calling code, and a trunk prefix only where parse could but strip it
 * (the rest go to parse).
 */
export function parseNational(
  typed: string,
  selected: CountryCode,
  metadata: MetadataJson,
): Parsed | undefined {
  // '1 212 …' in the US, '020 …' in the UK: a benchmark row in twenty, where parse took 17 µs against 2 for this.
  const reading = plainReading(typed, selected, metadata) ?? trunkPrefixedReading(typed, selected, metadata);
  if (!reading || reading.international) return undefined;
  return parsedOf(reading.callingCode, reading.national, metadata);
}

/** The number as parse reads it; `plain` where read without parse (its country is then already the engine's pick). */
function parseAny(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): { readonly parsed: Parsed; readonly plain: boolean } | undefined {
  const direct = typed.startsWith('+')
    ? parseInternational(typed, metadata)
    : selected
      ? parseNational(typed, selected, metadata)
      : undefined;
  if (direct) return { parsed: direct, plain: true };
  // Not valid, whatever parse reads: the engine says why ('1 555 0123' in the US: parse would scan +1's 25 plans twice).
  if (selected && !typed.startsWith('+') && noPossibleReading(typed, selected, metadata)) return undefined;
  const number = parsePhoneNumberFromString(typed, { defaultCountry: selected }, metadata);
  if (!number) return undefined;
  // isValid() is "has a type" wherever the metadata has types (the full one): one pattern search instead of two.
  const type = numberType(number.country ?? number.countryCallingCode, number.nationalNumber, metadata);
  const parsed: Parsed = {
    country: number.country,
    countryCallingCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
    number: number.number,
    type: type ?? (number.isValid() ? '' : undefined),
  };
  return { parsed, plain: false };
}

/** The answer of one parse, when it is certainly the engine's answer; undefined sends the number to validate(). */
export function quickVerdict(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): CellVerdict | undefined {
  const read = parseAny(typed, selected, metadata);
  const number = read?.parsed;
  if (!read || !number?.country || number.type === undefined) return undefined;
  const type = number.type;
  const sharing = metadata.country_calling_codes[number.countryCallingCode] ?? [];
  // A national number read with another country's code (an international prefix such as 011): let the engine say.
  if (
    !typed.startsWith('+') &&
    selected &&
    number.countryCallingCode !== planOf(selected, metadata)?.callingCode
  )
    return undefined;
  // A national number must read plainly: its digits, after the national prefix or none. Anything cleverer
  // ('8 809 …' in Russia, where the prefix is also a first digit; '39 06 …' in Italy, read as +39) the engine decides.
  if (!typed.startsWith('+') && selected) {
    const prefix = planOf(selected, metadata)?.nationalPrefix ?? '';
    const plain =
      typed === number.nationalNumber
        ? !(prefix && typed.startsWith(prefix))
        : typed === prefix + number.nationalNumber;
    if (!plain) return undefined;
  }
  // With a shared code the engine picks the country as the field does (the user's pick stands while the number
  // fits it): agree only where that pick is the parse's country. A plain reading's country is that pick already
  // (wholeNumberClaim is resolveCountry's answer for a valid number).
  if (sharing.length > 1 && !read.plain) {
    const international = typed.startsWith('+');
    const resolved = resolveCountry(
      { callingCode: number.countryCallingCode, national: number.nationalNumber, selected, international },
      metadata,
    );
    if (resolved.country !== number.country) return undefined;
  }
  return { ...EMPTY, status: 'valid', e164: number.number, country: number.country, type };
}

/** How many countries a list's reason names where an invalid-for-country number is valid instead. */
export const VALID_IN_LIMIT = 4;

/** The engine's full answer, with the reason when the number is not valid. */
export function engineVerdict(
  typed: string,
  extension: string | undefined,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): CellVerdict {
  // A plain number is read without AsYouType (most of the time of an invalid row).
  const judged = judgeListNumber(typed, selected, metadata);
  // Where else the digits are valid: the first few countries (each more costs a pass over every country's rules).
  const validation = validate(typed, selected, metadata, true, {
    validInLimit: VALID_IN_LIMIT,
    judged,
    countdown: false,
  });
  if (validation.status === 'empty') return EMPTY;
  if (validation.status !== 'valid') {
    const country = 'country' in validation ? (validation.country ?? '') : '';
    const validIn = validation.status === 'invalid-for-country' ? validation.validIn : [];
    return { ...EMPTY, status: 'invalid', reason: validation.status, country, validIn };
  }
  const forms = outputForms(typed, selected, metadata, extension, judged);
  return {
    ...EMPTY,
    status: 'valid',
    e164: forms?.e164 ?? '',
    country: validation.country ?? '',
    type: validation.type ?? '',
    extension: extension ?? '',
  };
}

// Just a number: an optional '+' (or '(+44)'), digits and the usual separators, no '(0)', no '00' prefix, no
// extension, no text.
const PLAIN_NUMBER = /^ *(?:\(\+|\+?\(?)\d[\d ().-]*\d\)? *$/;
const PLUS_FIRST = /^ *\(?\+/;

/**
 * What normalisePasted reads from a cell that is just a number, without its search for the best of several
 * candidates (one parse per cell): the '+' and the digits. undefined for anything else, which goes to normalisePasted.
 * judge-cell.test.ts checks this against normalisePasted on many generated cells.
 */
export function plainTyped(cell: string): string | undefined {
  if (cell.length > 64 || !PLAIN_NUMBER.test(cell) || cell.includes('(0')) return undefined;
  const digits = cell.replace(/\D/g, '');
  const plus = PLUS_FIRST.test(cell);
  if (!plus && digits.startsWith('00')) return undefined;
  return plus ? `+${digits}` : digits;
}

export function normaliseCell(
  cell: string,
  defaultCountry: CountryCode | undefined,
  metadata: MetadataJson,
): CellVerdict {
  const plain = plainTyped(cell);
  if (plain !== undefined) return numberVerdict(plain, undefined, defaultCountry, metadata);
  const verdict = pastedVerdict(cell, defaultCountry, metadata);
  if (verdict.status === 'valid' || !SPACED_SLASH.test(cell)) return verdict;
  // '020 7946 0958 / 07400 123456': a slash with spaces around it between two numbers (no slash inside one reads
  // so: '030/1234567', '0 30 / 12 34 56' stay one number, as they are valid read whole).
  const parts = cell.split(SPACED_SLASH).map((part) => pastedVerdict(part, defaultCountry, metadata));
  const [first, ...rest] = parts;
  if (!first || rest.length === 0 || !parts.some((part) => part.status === 'valid')) return verdict;
  const others = rest.flatMap((part) => [part.e164, ...part.others]).filter((e164) => e164 !== '');
  return { ...first, others: [...first.others, ...others], several: true };
}

const SPACED_SLASH = /\s+\/\s+/;

/** A cell read as a paste into the field reads it. */
function pastedVerdict(
  cell: string,
  defaultCountry: CountryCode | undefined,
  metadata: MetadataJson,
): CellVerdict {
  // As if pasted into the field with that country selected: '0044 …' becomes '+44 …' where 00 is not the way out.
  const pasted = normalisePasted(cell, { country: defaultCountry });
  const truncated = pasted.truncatedAt !== undefined;
  if (!pasted.found)
    return cell.trim() === '' ? EMPTY : { ...EMPTY, status: 'invalid', reason: 'not-a-number', truncated };
  const verdict = numberVerdict(pasted.typed, pasted.extension, defaultCountry, metadata);
  if (pasted.numbers.length < 2) return truncated ? { ...verdict, truncated } : verdict;
  // Several numbers: the first is the row's, the valid others go beside it.
  const others = pasted.numbers
    .slice(1)
    .map((found) => numberVerdict(found.typed, found.extension, defaultCountry, metadata).e164)
    .filter((e164) => e164 !== '');
  return { ...verdict, truncated, others, several: true };
}

function numberVerdict(
  typed: string,
  extension: string | undefined,
  defaultCountry: CountryCode | undefined,
  metadata: MetadataJson,
): CellVerdict {
  const quick = extension === undefined ? quickVerdict(typed, defaultCountry, metadata) : undefined;
  return quick ?? engineVerdict(typed, extension, defaultCountry, metadata);
}
