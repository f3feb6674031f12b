import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import { ALL_COUNTRIES, type CountryCode } from '../../phone/plan/countries';
import type { FieldAction } from './field-state';
import type { UsePhoneFieldOptions } from './phone-field-api';
import { acceptedCountries } from './use-field-state';

const ALL_CODES = ALL_COUNTRIES.map((country) => country.code);
const keyOf = (codes: readonly CountryCode[] | undefined) => codes?.join(' ');
const codesOf = (key: string | undefined) =>
  key === undefined ? undefined : (key.split(' ').filter(Boolean) as CountryCode[]);

/**
 * The countries the field takes (`countries` less `excludeCountries`): the same array while the lists hold the same
 * codes, so a parent's new array of the same countries is no change.
 */
export function useAcceptedCountries(
  options: Pick<UsePhoneFieldOptions, 'countries' | 'excludeCountries'>,
): readonly CountryCode[] | undefined {
  const only = keyOf(options.countries);
  const except = keyOf(options.excludeCountries);
  return useMemo(
    () => acceptedCountries({ countries: codesOf(only), excludeCountries: codesOf(except) }, ALL_CODES),
    [only, except],
  );
}

/** Tells the reducer when the accepted countries change after the first render. */
export function useAcceptedSync(
  accepted: readonly CountryCode[] | undefined,
  dispatch: Dispatch<FieldAction>,
): void {
  const first = useRef(accepted);
  useEffect(() => {
    if (accepted !== first.current) dispatch({ type: 'accept-countries', accepted });
  }, [accepted, dispatch]);
}
