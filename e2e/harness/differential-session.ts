// The data the differential test sends to its page and gets back (e2e/harness/differential.tsx runs it).
import type { CountryCode } from '../../src/phone/plan/countries';

export type SessionStep =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'backspace'; readonly count: number }
  /** A caret position, taken modulo the text's length + 1. */
  | { readonly kind: 'caret'; readonly at: number }
  | { readonly kind: 'select-all' }
  | { readonly kind: 'pick'; readonly country: CountryCode };

export interface DifferentialSession {
  readonly controlled: boolean;
  readonly country: CountryCode;
  readonly steps: readonly SessionStep[];
}

export interface SessionOutcome {
  /** The number's box as shown. */
  readonly text: string;
  /** The extension box's text, when there is one. */
  readonly extensionText: string | undefined;
  readonly shownCountry: string | undefined;
  /** The country shown just before the last select-all (where the session's last number starts). */
  readonly countryBeforeFinish: string | undefined;
  /** The last value onChange handed out. */
  readonly emitted: string;
  readonly valid: boolean;
  readonly e164: string | undefined;
  readonly extension: string | undefined;
  /** Each step and the text after it. */
  readonly log: readonly string[];
}

declare global {
  interface Window {
    /** Runs the sessions one after another on the page's field (e2e/harness/differential.tsx). */
    runDifferential?: (sessions: readonly DifferentialSession[]) => Promise<SessionOutcome[]>;
  }
}
