/**
 * telfield/udf: the one judgement as a plain script for warehouses' JavaScript functions (BigQuery, Snowflake), built
 * by scripts/build-udf.mjs into one file that defines the global `telfield` (docs/warehouses.md):
 * telfield.judge('020 7946 0958 ext. 12', 'GB')
 *   → { valid: true, e164: '+442079460958', country: 'GB', type: 'FIXED_LINE', status: 'valid', extension: '12',
 *       others: [], reason: null }
 * Rules: the answer is parsePhone's for the same text and default country, with the full rules, and `others` and
 * `reason` are what a list's export writes in `_others` and `_reason` for the text as a one-column list's cell
 * (conformance/udf.test.ts compares the built file with both on the differential corpus). A field left undefined or
 * '' is null, which a warehouse reads as NULL. Never throws: a text that is not a string reads as '' ('empty'), and a
 * default country that is null, empty or not a known ISO code reads as none.
 */
import { FULL_RULES } from '../phone/api/full-rules';
import { listCellAlone } from '../phone/judge/list-cell';
import { reasonNote, reasonWords, validInWords } from '../phone/judge/reason-words';
import { isCountryCode } from '../phone/plan/countries';

/** One row's answer: plain JSON values only (a warehouse maps it onto a STRUCT or an OBJECT). */
export interface UdfJudgement {
  readonly valid: boolean;
  readonly e164: string | null;
  readonly country: string | null;
  readonly type: string | null;
  readonly status: string;
  readonly extension: string | null;
  /** The E.164 of the other valid numbers the text holds, in order (the export's `_others`). */
  readonly others: readonly string[];
  /** Why not valid, and where the digits are valid instead: 'too-long; valid in GB JE' (the export's `_reason`). */
  readonly reason: string | null;
}

export function judge(text: unknown, defaultCountry?: unknown): UdfJudgement {
  // Anything but a string reads as '' and anything but a known country code as none, as parsePhone reads them.
  const cell = typeof text === 'string' ? text : '';
  const country = isCountryCode(defaultCountry) ? defaultCountry : undefined;
  // One reading, the list's: its number is parsePhone's (conformance/udf.test.ts holds the two equal on the corpus),
  // and `others` and `reason` are what a list's export writes for the text as a one-column list's cell.
  const { verdict, reason } = listCellAlone(cell, country, FULL_RULES);
  return {
    valid: verdict.status === 'valid',
    e164: verdict.e164 || null,
    country: verdict.country || null,
    type: verdict.type || null,
    status: verdict.status === 'invalid' ? verdict.reason : verdict.status,
    extension: verdict.extension || null,
    others: verdict.others.map((other) => other.e164),
    reason: reasonWords([reason, reasonNote(reason), validInWords(verdict.validIn)]) || null,
  };
}

/** What the script was built from, for a warehouse's audit: telfield.versions.libphonenumberJs. */
export { VERSIONS as versions } from '../phone/api/versions';
