/**
 * What the typed characters show and mean, with one AsYouType pass per keystroke.
 * describeEntry('+4420', 'US') → { text: '+44 20', country: 'GB', callingCode: '44', international: true, nonGeographic: false }
 * describeEntry('07400123456', 'IM', max) → { text: '07400 123456', country: 'GB', … } (a whole UK mobile)
 * The pick (the user's choice) can differ from the country the text is formatted for (`selected`, the country shown):
 * the pick decides among countries sharing a code while the digits leave it open.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { typedAsYouType } from '../read/typed-as-you-type';
import { judgeNumber } from './judge-number';

export interface EntryDescription {
  /** The field's text: exactly what AsYouType (small metadata, the selected country) shows for these characters. */
  readonly text: string;
  /** The country the selector should show now (undefined: none selected and none decided, or a non-geographic number). */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Typed with '+' or an international dialling prefix (00, 011, 8~10 …). */
  readonly international: boolean;
}

export function describeEntry(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson = MIN_METADATA,
  pick: CountryCode | undefined = selected,
): EntryDescription {
  const { text } = typedAsYouType(typed, selected);
  const { country, callingCode, nonGeographic, international } = judgeNumber(typed, selected, metadata, pick);
  return { text, country, callingCode, nonGeographic, international };
}
