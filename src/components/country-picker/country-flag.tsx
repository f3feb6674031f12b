import { useState } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { flagUrl } from './flag-url';
import { spriteCell } from './flag-sprite';

export interface CountryFlagProps {
  readonly code: CountryCode;
}

/**
 * A country's flag as a decorative image (never emoji: Windows does not draw flag emoji); the name is always in text
 * next to it (alt=""). The package draws every flag from the sprite its stylesheet names (vite.lib.config.ts); the
 * app serves a file per flag, and falls back to the sprite's cell when a file cannot be had (offline, a flag not shown
 * before: the service worker keeps the sprite, not every file).
 */
export function CountryFlag({ code }: CountryFlagProps) {
  const [failed, setFailed] = useState<string>();
  const url = import.meta.env.VITE_TELFIELD_FLAGS === 'sprite' ? undefined : flagUrl(code);
  if (!url || url === failed) return spriteFlag(code);
  return (
    <img
      className="tf-country-picker__flag"
      src={url}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}

/**
 * A flag as a cell of one shared raster sprite, decoded once for every row (see flag-sprite.ts); a plain call, not a
 * component, for the list's rows (a component per row's flag is a fiber more for nothing).
 */
export function spriteFlag(code: CountryCode) {
  const cell = spriteCell(code);
  return (
    <span
      className={cell ? 'tf-country-picker__flag tf-country-picker__flag--sprite' : 'tf-country-picker__flag'}
      aria-hidden="true"
      style={cell}
    />
  );
}
