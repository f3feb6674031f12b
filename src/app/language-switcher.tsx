import { useId } from 'react';
import { isLocale, SUPPORTED_LOCALES } from '../components/i18n/locale';
import { useLocale } from '../components/i18n/locale-context';

// Each language is named in itself, so a reader finds their own whatever the current UI language.
function autonym(locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

export function LanguageSwitcher({ label }: { readonly label: string }) {
  const { locale, setLocale } = useLocale();
  const id = useId();
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
            {autonym(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
