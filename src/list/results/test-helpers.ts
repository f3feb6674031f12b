// Shared by the unit tests: a list read from text and judged in-process, as the workers would judge it.
import { FULL_RULES } from '../../phone/api/full-rules';
import type { CountryCode } from '../../phone/plan/countries';
import { type Source } from '../intake/intake';
import { readText } from '../intake/read-text';
import { createResults, storeChunk, type BatchResults } from '../run/batch-results';
import { chunkRequest, normaliseChunk } from '../run/normalise-chunk';

export function sourceOf(text: string): Source {
  const outcome = readText(text);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.source;
}

/** The list judged as the workers judge it: one phone column (a number) or several (in input order). */
export function judgeAll(
  source: Source,
  phone: number | readonly number[],
  defaultCountry: CountryCode | undefined,
  countryColumn?: number,
): BatchResults {
  const { store } = source;
  const phoneColumns = typeof phone === 'number' ? [phone] : phone;
  const results = createResults(store, phoneColumns);
  store.segments.forEach((segment, id) => {
    const job = { phoneColumns, countryColumn, countryNames: undefined, defaultCountry };
    const chunk = normaliseChunk(chunkRequest(id, segment, store, job), FULL_RULES);
    storeChunk(results, segment.firstRow, chunk);
  });
  return results;
}
