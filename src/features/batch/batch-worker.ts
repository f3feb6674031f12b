// A Web Worker that judges chunks of cells with the same engine as the Check screen (full metadata).
import type { CountryCode } from '../../phone/countries';
import { loadMaxMetadata } from '../../phone/metadata';
import { normaliseCell } from './normalise-row';

export interface WorkerRequest {
  readonly id: number;
  readonly cells: readonly string[];
  readonly countries: readonly (CountryCode | undefined)[] | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, cells, countries, defaultCountry } = event.data;
  const metadata = await loadMaxMetadata();
  const results = cells.map((cell, i) => normaliseCell(cell, countries?.[i] ?? defaultCountry, metadata));
  self.postMessage({ id, results });
};
