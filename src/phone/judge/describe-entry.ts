/**
 * What the typed characters show and mean, for the field: its text (AsYouType) and the country its selector shows.
 * A whole valid number shows the country the one judgement gives it (libphonenumber-js's); until then the digits'
 * country so far (judge-number.ts), where the user's pick decides among countries sharing a code.
 * describeEntry('+4420', 'US', rules) → { text: '+44 20', country: 'GB', callingCode: '44', international: true, nonGeographic: false }
 * describeEntry('07400123456', 'IM', rules) → { text: '07400 123456', country: 'GB', … } (a whole UK mobile)
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { typedAsYouType } from '../read/typed-as-you-type';
import { entryVerdict } from './entry-verdict';
import { judgeNumber } from './judge-number';
import type { Rules } from './rules';

export interface EntryDescription {
  /** The field's text: exactly what AsYouType (small metadata, the selected country) shows for these characters. */
  readonly text: string;
  /** The country the selector should show now (undefined: none selected and none decided, or a non-geographic number). */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Typed with '+' or an international prefix (00, 011, 8~10 …). */
  readonly international: boolean;
}

export function describeEntry(
  typed: string,
  selected: CountryCode | undefined,
  rules: Rules,
  pick: CountryCode | undefined = selected,
): EntryDescription {
  const { text } = typedAsYouType(typed, selected);
  const judged = judgeNumber(typed, selected, rules.metadata, pick);
  const verdict = typed === '' ? undefined : entryVerdict(typed, undefined, { defaultCountry: pick, rules });
  if (verdict?.valid && verdict.callingCode)
    return {
      text,
      country: verdict.country,
      callingCode: verdict.callingCode,
      nonGeographic: verdict.country === undefined,
      international: judged.international,
    };
  const { country, callingCode, nonGeographic, international } = judged;
  return { text, country, callingCode, nonGeographic, international };
}
