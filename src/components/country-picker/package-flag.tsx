import { useEffect, useState } from 'react';
import type { CountryFlagProps } from './country-flag';

/**
 * Flags this page has loaded ('' for one that could not be): a flag drawn again (the engine's button taking the first
 * paint's place, the next country picked and then the first again) shows at once, with no blank frame.
 */
const loaded = new Map<string, string>();

/**
 * CountryFlag in the npm package, which the library build puts in country-flag.tsx's place: each flag is a small
 * module of its own, loaded after first paint (package-flags.ts). Until it is there the box is blank at its final
 * size, so nothing moves; the server renders the blank box too, so hydration matches. A flag that cannot be loaded
 * (offline) leaves the box blank: it is decoration, the country's name is in text beside it.
 */
export function CountryFlag({ code }: CountryFlagProps) {
  const [, setLoaded] = useState<string>();
  useEffect(() => {
    if (loaded.has(code)) return;
    import('./package-flags')
      .then(({ loadFlag }) => loadFlag(code))
      .catch(() => undefined)
      .then((url = '') => {
        loaded.set(code, url);
        setLoaded(code);
      });
  }, [code]);
  const url = loaded.get(code);
  return url ? (
    <img className="tf-country-picker__flag" src={url} alt="" width={24} height={16} />
  ) : (
    <span className="tf-country-picker__flag" />
  );
}
