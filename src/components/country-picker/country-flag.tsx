import type { CountryCode } from '../../phone/countries';
import { flagUrl } from './flag-url';

export interface CountryFlagProps {
  readonly code: CountryCode;
}

/** A country's flag as a decorative SVG image (never emoji: Windows does not draw flag emoji). */
export function CountryFlag({ code }: CountryFlagProps) {
  const url = flagUrl(code);
  // The name is always in text next to it, so the flag is decorative (alt="").
  if (!url) return <span className="tf-country-picker__flag" aria-hidden="true" />;
  return (
    <img
      className="tf-country-picker__flag"
      src={url}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
    />
  );
}
