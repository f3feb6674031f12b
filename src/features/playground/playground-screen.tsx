/**
 * /component: the component with its main props as controls, what onChange gets, the code to copy, and a short
 * reference. The page teams read before `npm install telfield`.
 */
import { useMemo, useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import {
  PhoneInput,
  usePhoneInputEngineNow,
  type PhoneChangeDetails,
} from '../../components/phone-input/phone-input';
import { CopyButton } from '../../components/ui/copy-button';
import { ALL_COUNTRIES, isCountryCode } from '../../phone/plan/countries';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import {
  DEFAULT_PLAYGROUND,
  parseCountryList,
  playgroundCode,
  type PlaygroundOptions,
} from './playground-code';
import { PLAYGROUND_MESSAGES } from './playground-messages';
import {
  CSS_VARIABLES,
  HEADLESS_EXAMPLE,
  PROP_ROWS,
  SERVER_EXAMPLE,
  type PropRow,
} from './playground-reference';
import './playground.css';
import '../../components/ui/table.css';

const LOCALES = ['en', 'de', 'fr', 'es', 'ar', 'ja'] as const;

type Flag = 'disabled' | 'controlled' | 'unstyled' | 'hideLabel' | 'builtInError';
const FLAGS: readonly Flag[] = ['controlled', 'disabled', 'hideLabel', 'builtInError', 'unstyled'];

/** What onChange handed out last, as JSON a developer reads. */
function payloadText(value: string, details: PhoneChangeDetails | undefined): string {
  if (!details) return '—';
  const { country, validation, forms, extension, text } = details;
  return JSON.stringify({ value, details: { text, country, validation, forms, extension } }, null, 2);
}

function Table({ rows, caption }: { readonly rows: readonly PropRow[]; readonly caption: string }) {
  return (
    <table className="tf-table tf-playground__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <code>{row.type}</code>
            </td>
            <td>{row.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PlaygroundScreen() {
  usePhoneInputEngineNow();
  const { locale } = useLocale();
  const t = PLAYGROUND_MESSAGES[locale];
  const names = useCountryIndex(locale);
  const [options, setOptions] = useState<PlaygroundOptions>(DEFAULT_PLAYGROUND);
  const [preferredText, setPreferredText] = useState('');
  const [value, setValue] = useState('');
  const [details, setDetails] = useState<PhoneChangeDetails>();
  const set = (change: Partial<PlaygroundOptions>) => setOptions((previous) => ({ ...previous, ...change }));

  const countries = useMemo(
    () =>
      ALL_COUNTRIES.map(({ code }) => ({ code, name: countryNameIn(names, code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [names, locale],
  );
  const code = playgroundCode(options);
  const flagLabel: Record<Flag, string> = {
    disabled: t.disabled,
    controlled: t.controlled,
    unstyled: t.unstyled,
    hideLabel: t.hideLabel,
    builtInError: t.builtInError,
  };

  const onChange = (next: string, nextDetails: PhoneChangeDetails) => {
    setValue(next);
    setDetails(nextDetails);
  };
  // A new field when what only its first render reads changes (the default country, controlled or not).
  const fieldKey = `${options.defaultCountry ?? ''}-${options.controlled}`;

  return (
    <main className="tf-screen tf-playground">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="tf-playground__layout">
        <form
          className="tf-playground__controls"
          aria-label={t.controls}
          onSubmit={(e) => e.preventDefault()}
        >
          <h2>{t.controls}</h2>
          <label>
            {t.country}
            <select
              value={options.defaultCountry ?? ''}
              onChange={(event) => {
                const next = event.target.value;
                set({ defaultCountry: isCountryCode(next) ? next : undefined });
                setValue('');
                setDetails(undefined);
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
                  if (flag === 'controlled') setValue('');
                }}
              />
              {flagLabel[flag]}
            </label>
          ))}
        </form>
        <section className="tf-playground__live" aria-labelledby="tf-playground-live">
          <h2 id="tf-playground-live">{t.live}</h2>
          <div
            className={
              options.unstyled
                ? 'tf-playground__stage tf-playground__stage--unstyled'
                : 'tf-playground__stage'
            }
            data-testid="playground-stage"
          >
            <PhoneInput
              key={fieldKey}
              {...(options.controlled ? { value } : { name: 'phone' })}
              onChange={onChange}
              defaultCountry={options.defaultCountry}
              preferredCountries={
                options.preferredCountries.length > 0 ? options.preferredCountries : undefined
              }
              locale={options.locale}
              disabled={options.disabled}
              hideLabel={options.hideLabel}
              error={options.builtInError}
            />
          </div>
          <h3>{t.payload}</h3>
          <pre className="tf-playground__code" dir="ltr" data-testid="playground-payload" tabIndex={0}>
            {payloadText(value, details)}
          </pre>
          <div className="tf-playground__code-head">
            <h3>{t.code}</h3>
            <CopyButton text={code} label={t.copyCode} copiedLabel={t.copied}>
              {t.copyCode}
            </CopyButton>
          </div>
          <pre className="tf-playground__code" dir="ltr" data-testid="playground-code" tabIndex={0}>
            <code>{code}</code>
          </pre>
        </section>
      </div>
      <section
        lang="en"
        dir="ltr"
        className="tf-playground__reference"
        aria-labelledby="tf-playground-reference"
      >
        <h2 id="tf-playground-reference">{t.reference}</h2>
        <Table rows={PROP_ROWS} caption="PhoneInput props" />
        <Table rows={CSS_VARIABLES} caption="CSS custom properties (telfield/style.css)" />
        <h3>Headless: telfield/headless</h3>
        <pre className="tf-playground__code" tabIndex={0}>
          <code>{HEADLESS_EXAMPLE}</code>
        </pre>
        <h3>On the server: telfield/phone</h3>
        <pre className="tf-playground__code" tabIndex={0}>
          <code>{SERVER_EXAMPLE}</code>
        </pre>
      </section>
    </main>
  );
}
