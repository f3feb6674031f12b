/**
 * /component: the component with its main props as controls, what onChange gets, the code to copy, and a short
 * reference. The page teams read before `npm install telfield`.
 */
import { useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import {
  PhoneInput,
  usePhoneInputEngineNow,
  type PhoneChangeDetails,
} from '../../components/phone-input/phone-input';
import { CopyButton } from '../../components/ui/copy-button';
import { DEFAULT_PLAYGROUND, playgroundCode, type PlaygroundOptions } from './playground-code';
import { useWords } from '../../components/i18n/word-set';
import { PLAYGROUND_WORDS } from './playground-words';
import { PlaygroundControls } from './playground-controls';
import { PlaygroundReference } from './playground-reference-section';
import './playground.css';

/** What onChange handed out last, as JSON a developer reads. */
function payloadText(value: string, details: PhoneChangeDetails | undefined): string {
  if (!details) return '—';
  const { country, validation, forms, extension, text } = details;
  return JSON.stringify({ value, details: { text, country, validation, forms, extension } }, null, 2);
}

export function PlaygroundScreen() {
  usePhoneInputEngineNow();
  const { locale } = useLocale();
  const t = useWords(PLAYGROUND_WORDS, locale);
  const [options, setOptions] = useState<PlaygroundOptions>(DEFAULT_PLAYGROUND);
  const [preferredText, setPreferredText] = useState('');
  const [value, setValue] = useState('');
  const [details, setDetails] = useState<PhoneChangeDetails>();
  const set = (change: Partial<PlaygroundOptions>) => setOptions((previous) => ({ ...previous, ...change }));

  const code = playgroundCode(options);

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
        <PlaygroundControls
          t={t}
          locale={locale}
          options={options}
          set={set}
          preferredText={preferredText}
          setPreferredText={setPreferredText}
          clear={() => {
            setValue('');
            setDetails(undefined);
          }}
        />
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
      <PlaygroundReference t={t} />
    </main>
  );
}
