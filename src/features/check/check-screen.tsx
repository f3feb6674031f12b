/**
 * src/features/check: the Check screen (/): a PhoneInput and the result panel, the entry kept for the tab.
 * Features may import src/components, src/react and src/phone, never another feature; src/app imports them.
 */
import { useCallback, useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import {
  PhoneInput,
  usePhoneInputEngineNow,
  type CountryChangeReason,
  type PhoneChangeDetails,
} from '../../components/phone-input/phone-input';
import type { CountryCode } from '../../phone/plan/countries';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import { useWords } from '../../components/i18n/word-set';
import { CHECK_WORDS } from './check-words';
import { ResultPanel } from './result-panel';
import { useSessionEntry } from './use-session-entry';

export interface CheckScreenProps {
  /** Every number of a paste that held several, one per line, and the country they were read in. */
  readonly onCheckAll?: ((lines: readonly string[], country: CountryCode | undefined) => void) | undefined;
}

export function CheckScreen({ onCheckAll }: CheckScreenProps = {}) {
  // The screen is there for the field: its engine is asked for now, not when the page is idle.
  usePhoneInputEngineNow();
  const { locale } = useLocale();
  const t = useWords(CHECK_WORDS, locale);
  const { initial, saveValue, saveCountry } = useSessionEntry();
  // The picked country reads the national numbers of a paste sent to Clean a list.
  const [picked, setPicked] = useState(initial.country);
  const changeCountry = useCallback(
    (code: CountryCode | undefined, reason: CountryChangeReason) => {
      setPicked(code);
      saveCountry(code, reason);
    },
    [saveCountry],
  );
  const [details, setDetails] = useState<PhoneChangeDetails>();
  // Focus anywhere in the field (number, country, extension): the badge says "yet" only while it is being typed.
  const [editing, setEditing] = useState(false);
  const names = useCountryIndex(locale);
  const countryName = useCallback((code: CountryCode) => countryNameIn(names, code), [names]);

  const country = details?.country;
  const countryLabel = country ? countryName(country) : t.international;

  return (
    <main className="tf-screen" aria-labelledby="tf-check-title">
      <h1 id="tf-check-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div
        className="tf-check__field"
        onFocus={() => setEditing(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setEditing(false);
        }}
      >
        <PhoneInput
          locale={locale}
          defaultValue={initial.value}
          defaultCountry={initial.country}
          onChange={saveValue}
          onCountryChange={changeCountry}
          pastedAction={
            onCheckAll && { label: t.checkAll, onAction: (numbers) => onCheckAll(numbers, picked) }
          }
          onDetailsChange={setDetails}
        />
      </div>
      <ResultPanel details={details} countryLabel={countryLabel} editing={editing} t={t} />
      <p className="tf-privacy">{t.privacy}</p>
    </main>
  );
}
