/**
 * What the field tells its parent about its text: the country, the validation, and the output forms once valid.
 * One reading per state, shared by the hook and its rehearsal of typing (rehearse-typing.ts).
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { significantOf } from '../../caret/digits';
import { judgeNumber } from '../../phone/judge/judge-number';
import { outputForms, type OutputForms } from '../../phone/judge/output-forms';
import { validate, type Validation } from '../../phone/judge/validate';
import { MIN_METADATA } from '../../phone/metadata/metadata';
import type { FieldState } from './field-state';

export interface PhoneChangeDetails {
  /** The country the number belongs to (or the selected one while undecided); undefined for +800 and the like. */
  readonly country: CountryCode | undefined;
  readonly validation: Validation;
  /** E.164, international, national and tel: forms, once the number is valid. */
  readonly forms: OutputForms | undefined;
  readonly extension: string | undefined;
  /** The text as shown in the field. */
  readonly text: string;
}

/** What fieldDetails reads of the field's state. */
export type DetailsInput = Pick<FieldState, 'text' | 'country' | 'extension' | 'metadata' | 'picked'>;

export function fieldDetails(state: DetailsInput): PhoneChangeDetails {
  const typed = significantOf(state.text);
  const { metadata, picked } = state;
  // Judged as the field decided it: the shown country's reading, the user's pick among countries sharing a code.
  const judged = judgeNumber(typed, state.country, metadata, picked);
  const strict = metadata !== MIN_METADATA;
  const validation = validate(typed, state.country, metadata, strict, { judged });
  return {
    country: state.country,
    validation,
    forms:
      validation.status === 'valid'
        ? outputForms(typed, state.country, metadata, state.extension, judged)
        : undefined,
    extension: state.extension || undefined,
    text: state.text,
  };
}
