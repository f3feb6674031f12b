import { useEffect, useId, useState } from 'react';
import { isLocale, SUPPORTED_LOCALES, type Locale } from '../components/i18n/locale';
import { useLocale } from '../components/i18n/locale-context';
import { whenIdle } from '../react/when-idle';

// Each language is named in itself, so a reader finds their own whatever the current UI language. The first
// Intl.DisplayNames a page creates loads ICU's names (26-34 ms in Chromium, the others ~0): not on the first paint.
const autonyms = new Map<Locale, string>();

function autonym(locale: Locale): string {
  let name = autonyms.get(locale);
  if (name === undefined)
    autonyms.set(locale, (name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale));
  return name;
}

const allNamed = () => SUPPORTED_LOCALES.every((l) => autonyms.has(l));

export function LanguageSwitcher({ label }: { readonly label: string }) {
  const { locale, setLocale } = useLocale();
  const id = useId();
  // Until the page is idle the options show their codes (as the country button does), then their names.
  const [named, setNamed] = useState(allNamed);
  useEffect(() => {
    if (named) return;
    let mounted = true;
    whenIdle(() => {
      SUPPORTED_LOCALES.forEach(autonym);
      if (mounted) setNamed(true);
    });
    return () => {
      mounted = false;
    };
  }, [named]);
  return (
    <div className="tf-language">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {SUPPORTED_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {named ? autonym(l) : l.toUpperCase()}
          </option>
        ))}
      </select>
    </div>
  );
}
