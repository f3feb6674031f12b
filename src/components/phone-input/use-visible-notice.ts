import { useEffect, useState } from 'react';
import type { FieldNotice } from '../../react/phone-field/field-state';

/** How long a notice stays on screen (the live region has said it already). */
const NOTICE_MS = 6000;

/**
 * What only a screen reader heard (nothing found in a paste, a paste cut short) is shown too, for a while; a country
 * change is not (the selector shows it).
 */
export function useVisibleNotice(notice: FieldNotice | undefined): FieldNotice | undefined {
  const [expired, setExpired] = useState<FieldNotice | undefined>(undefined);
  useEffect(() => {
    if (!notice || notice.kind === 'country-changed') return;
    const timer = setTimeout(() => setExpired(notice), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return notice && notice.kind !== 'country-changed' && notice !== expired ? notice : undefined;
}
