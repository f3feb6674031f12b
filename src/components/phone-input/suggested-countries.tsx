import { useState } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { CountryFlag } from '../country-picker/country-flag';
import type { PhoneMessages } from '../i18n/phone-messages';
import { keepFocus } from './keep-focus';

/** How many countries a suggestion shows before "N more": five fit a phone's screen on two lines. */
const SUGGESTED = 5;

export interface SuggestedCountriesProps {
  readonly countries: readonly CountryCode[];
  readonly choose: (country: CountryCode) => void;
  readonly countryName: (code: CountryCode) => string;
  readonly messages: PhoneMessages;
}

/** "Did you mean a number in:" and a button per country, the likeliest five first, then "N more". */
export function SuggestedCountries({ countries, choose, countryName, messages }: SuggestedCountriesProps) {
  const [all, setAll] = useState(false);
  return (
    <div className="tf-phone-input__suggest" role="group" aria-label={messages.didYouMean}>
      <span aria-hidden="true">{messages.didYouMean}</span>
      {(all ? countries : countries.slice(0, SUGGESTED)).map((code) => (
        <button
          key={code}
          type="button"
          className="tf-phone-input__suggestion"
          onMouseDown={keepFocus}
          data-country={code}
          onClick={() => {
            choose(code);
            setAll(false);
          }}
        >
          <CountryFlag code={code} />
          {countryName(code)}
        </button>
      ))}
      {!all && countries.length > SUGGESTED && (
        <button
          type="button"
          className="tf-phone-input__suggestion"
          onMouseDown={keepFocus}
          onClick={() => setAll(true)}
        >
          {messages.moreCountries(countries.length - SUGGESTED)}
        </button>
      )}
    </div>
  );
}
