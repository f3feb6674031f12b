/** The country against the parent's: a controlled `country` is picked when it changes; onCountryChange hears of
 * every change of the country shown (picked by the person, or decided by the digits). */
import { useEffect, useRef, type Dispatch } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import type { FieldAction, FieldState } from './field-state';
import type { UsePhoneFieldOptions } from './phone-field-api';

export function useCountrySync(
  options: Pick<UsePhoneFieldOptions, 'country' | 'onCountryChange'>,
  state: FieldState,
  startCountry: CountryCode | undefined,
  dispatch: Dispatch<FieldAction>,
): void {
  const { country: controlled, onCountryChange } = options;
  useEffect(() => {
    if (controlled) dispatch({ type: 'select-country', country: controlled });
  }, [controlled, dispatch]);
  const last = useRef(startCountry);
  useEffect(() => {
    if (state.country === last.current) return;
    last.current = state.country;
    onCountryChange?.(state.country, state.countrySource);
  }, [state.country, state.countrySource, onCountryChange]);
}
