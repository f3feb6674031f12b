import { useState } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { flagUrl } from './flag-url';
import { spriteFlag } from './flag-sprite';

export interface CountryFlagProps {
  readonly code: CountryCode;
}

/**
 * A country's flag as a decorative image (never emoji: Windows does not draw flag emoji); the name is always in text
 * next to it (alt=""). The app serves a file per flag, and falls back to the sprite's cell when a file cannot be had
 * (offline, a flag not shown before: the service worker keeps the sprite, not every file). The npm package has no
 * files to serve: its build puts package-flag.tsx in this module's place (vite.lib.config.ts).
 */
export function CountryFlag({ code }: CountryFlagProps) {
  const [failed, setFailed] = useState<string>();
  const url = flagUrl(code);
  if (!url || url === failed) return spriteFlag(code);
  return (
    <img
      className="tf-country-picker__flag"
      src={url}
      alt=""
      width={24}
      height={16}
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
