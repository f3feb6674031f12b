/**
 * The field's state, from its first render: the value and country given, then whatever the plain first paint noted
 * before the engine loaded, replayed through the reducer (replay-pending.ts). `start.before` is what onChange and
 * onCountryChange compare with; `start.after` is where the reducer begins.
 */
import { useReducer, useState, type Dispatch } from 'react';
import type { CountryCode } from 'libphonenumber-js/core';
import { fieldReducer, initialFieldState, type FieldAction, type FieldState } from './field-state';
import type { UsePhoneFieldOptions } from './phone-field-api';
import { replayPending } from './replay-pending';

export interface FieldStart {
  readonly before: FieldState;
  readonly after: FieldState;
}

export interface FieldStateApi {
  readonly start: FieldStart;
  readonly state: FieldState;
  readonly dispatch: Dispatch<FieldAction>;
}

/** The countries the field takes: `countries` less `excludeCountries`; undefined when neither limits them. */
export function acceptedCountries(
  options: Pick<UsePhoneFieldOptions, 'countries' | 'excludeCountries'>,
  all: readonly CountryCode[],
): readonly CountryCode[] | undefined {
  const { countries, excludeCountries } = options;
  if (!countries && !excludeCountries) return undefined;
  return (countries ?? all).filter((country) => !excludeCountries?.includes(country));
}

export function useFieldState(
  options: UsePhoneFieldOptions,
  accepted: readonly CountryCode[] | undefined,
): FieldStateApi {
  const [start] = useState((): FieldStart => {
    const { value, defaultValue, handover } = options;
    const before = initialFieldState(
      value ?? defaultValue,
      options.country ?? options.defaultCountry,
      undefined,
      accepted,
    );
    const pending = handover?.pending ?? [];
    return { before, after: pending.length > 0 ? replayPending(before, pending, handover?.initial) : before };
  });
  const [state, dispatch] = useReducer(fieldReducer, start.after);
  return { start, state, dispatch };
}
