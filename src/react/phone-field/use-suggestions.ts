/**
 * "Did you mean a number in …": where the national digits are a valid number of other countries, those countries,
 * the likeliest first (rankSuggestions: the picked country's calling code, the regions of the person's languages,
 * the countries whose main language is the UI's, then main countries before dependencies). A choice keeps
 * the digits and puts focus back.
 */
import { useCallback, useMemo, type Dispatch, type RefObject } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { rankSuggestions } from '../../phone/plan/rank-countries';
import type { Validation } from '../../phone/judge/validation';
import type { FieldAction } from './field-state';

export interface Suggestions {
  readonly countries: readonly CountryCode[];
  readonly choose: (country: CountryCode) => void;
}

export function useSuggestions(
  validation: Validation,
  chosen: CountryCode | undefined,
  locale: string | undefined,
  dispatch: Dispatch<FieldAction>,
  numberInput: RefObject<HTMLInputElement | null>,
): Suggestions {
  const countries = useMemo(() => {
    // A local number typed without its area code means the picked country: "add the area code", not other countries.
    if (!('validIn' in validation) || validation.validIn.length === 0 || 'areaCodeMissing' in validation)
      return [];
    const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
    return rankSuggestions(validation.validIn, chosen, languages, locale);
  }, [validation, locale, chosen]);
  const choose = useCallback(
    (country: CountryCode) => {
      dispatch({ type: 'select-country', country });
      numberInput.current?.focus();
    },
    [dispatch, numberInput],
  );
  return { countries, choose };
}
