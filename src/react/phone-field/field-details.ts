/**
 * What the field tells its parent about its text: the country, the one judgement's verdict, and the output forms
 * once valid. One reading per state, shared by the hook and its rehearsal of typing (rehearse-typing.ts).
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { significantOf } from '../../caret/digits';
import { entryVerdict } from '../../phone/judge/entry-verdict';
import { outputForms, type OutputForms } from '../../phone/judge/output-forms';
import type { Validation } from '../../phone/judge/validation';
import type { FieldState } from './field-state';

export interface PhoneChangeDetails {
  /** The country the selector shows (the number's, once valid); undefined for +800 and the like. */
  readonly country: CountryCode | undefined;
  readonly validation: Validation;
  /** E.164, international, national and tel: forms, once the number is valid. */
  readonly forms: OutputForms | undefined;
  readonly extension: string | undefined;
  /** The text as shown in the field. */
  readonly text: string;
}

/** What fieldDetails reads of the field's state. */
export type DetailsInput = Pick<
  FieldState,
  'text' | 'country' | 'extension' | 'rules' | 'picked' | 'accepted'
>;

export function fieldDetails(state: DetailsInput): PhoneChangeDetails {
  const typed = significantOf(state.text);
  const { rules, picked, accepted } = state;
  // The pick is the default country, as a form's own parsePhone(text, { defaultCountry }) reads the same text; a
  // number of a country the field does not take is "not accepted".
  const verdict = entryVerdict(typed, state.extension || undefined, {
    defaultCountry: picked,
    rules,
    countries: accepted,
  });
  return {
    country: state.country,
    validation: verdict.validation,
    forms: outputForms(verdict, rules.metadata),
    extension: state.extension || undefined,
    text: state.text,
  };
}
