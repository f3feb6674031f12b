import { useMemo } from 'react';
import { ALL_COUNTRIES, isCountryCode } from '../../phone/plan/countries';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import { parseCountryList, type PlaygroundOptions } from './playground-code';
import type { PlaygroundMessages } from './playground-messages';

const LOCALES = ['en', 'de', 'fr', 'es', 'ar', 'ja'] as const;

export type Flag = 'disabled' | 'controlled' | 'unstyled' | 'hideLabel' | 'builtInError';
const FLAGS: readonly Flag[] = ['controlled', 'disabled', 'hideLabel', 'builtInError', 'unstyled'];

export interface PlaygroundControlsProps {
  readonly t: PlaygroundMessages;
  readonly locale: string;
  readonly options: PlaygroundOptions;
  readonly set: (change: Partial<PlaygroundOptions>) => void;
  readonly preferredText: string;
  readonly setPreferredText: (text: string) => void;
  /** The field starts afresh: its value and details are forgotten. */
  readonly clear: () => void;
}

/** The playground's controls: the main props of PhoneInput, each a form control. */
export function PlaygroundControls({
  t,
  locale,
  options,
  set,
  preferredText,
  setPreferredText,
  clear,
}: PlaygroundControlsProps) {
  const names = useCountryIndex(locale);
  const countries = useMemo(
    () =>
      ALL_COUNTRIES.map(({ code }) => ({ code, name: countryNameIn(names, code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [names, locale],
  );
  const flagLabel: Record<Flag, string> = {
    disabled: t.disabled,
    controlled: t.controlled,
    unstyled: t.unstyled,
    hideLabel: t.hideLabel,
    builtInError: t.builtInError,
  };
  return (
    <form className="tf-playground__controls" aria-label={t.controls} onSubmit={(e) => e.preventDefault()}>
      <h2>{t.controls}</h2>
      <label>
        {t.country}
        <select
          value={options.defaultCountry ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            set({ defaultCountry: isCountryCode(next) ? next : undefined });
            clear();
          }}
        >
          <option value="">{t.noCountry}</option>
          {countries.map(({ code: country, name }) => (
            <option key={country} value={country}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.preferred}
        <input
          type="text"
          value={preferredText}
          placeholder={t.preferredHint}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setPreferredText(event.target.value);
            set({ preferredCountries: parseCountryList(event.target.value, isCountryCode) });
          }}
        />
      </label>
      <label>
        {t.language}
        <select value={options.locale} onChange={(event) => set({ locale: event.target.value })}>
          {LOCALES.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag}
            </option>
          ))}
        </select>
      </label>
      {FLAGS.map((flag) => (
        <label key={flag} className="tf-playground__check">
          <input
            type="checkbox"
            checked={options[flag]}
            onChange={(event) => {
              set({ [flag]: event.target.checked });
              if (flag === 'controlled') clear();
            }}
          />
          {flagLabel[flag]}
        </label>
      ))}
    </form>
  );
}
