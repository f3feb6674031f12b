/**
 * The field's state and the actions that change it: what the reducer (field-state.ts) takes and gives.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { Edit } from '../../caret/edit';
import type { History } from '../../caret/history';
import type { SelectionState } from '../../caret/selection';
import type { TextState } from '../../caret/text-state';
import type { Rules } from '../../phone/judge/rules';
import type { FoundNumber } from '../../phone/read/normalise-pasted';

export type FieldNotice =
  | { readonly kind: 'country-changed'; readonly country: CountryCode | undefined }
  | { readonly kind: 'paste-truncated'; readonly limit: number; readonly dropped: number }
  | { readonly kind: 'nothing-to-paste' };

export interface FieldState extends TextState {
  /** The country the selector shows: the user's pick, or the one the digits decided. */
  readonly country: CountryCode | undefined;
  /**
   * The user's pick (or the starting country); when the digits bring another calling code, that code's main country.
   * It decides among countries sharing a code while the digits leave it open, so an automatic switch never sticks.
   */
  readonly picked: CountryCode | undefined;
  /**
   * The user's own choice (or the starting country), never changed by the digits: clearing the number returns to it,
   * not to the last country a number switched to.
   */
  readonly chosen: CountryCode | undefined;
  /** Whether the country shown was picked by the user (or given) or decided by the digits. */
  readonly countrySource: 'picked' | 'digits';
  /** The rules numbers are judged by: the small metadata's, then the full ones once loaded. */
  readonly rules: Rules;
  readonly extension: string | undefined;
  /** The numbers of the last paste that held several: the field shows one, the person may pick another. */
  readonly pastedNumbers: readonly FoundNumber[] | undefined;
  readonly history: History;
  /** The last thing worth announcing; it stays until the next, so the live region is not cut off mid-sentence. */
  readonly notice: FieldNotice | undefined;
  /**
   * The countries the field takes (its `countries`, less `excludeCountries`); undefined: any. The digits never switch
   * the country shown to another one: a number of another country is shown where it is, and judged "not accepted".
   */
  readonly accepted: readonly CountryCode[] | undefined;
  /**
   * The text shows a value given from outside (set-value), not one the person made: no change to hand back. Stays
   * so through what is not the person's doing (the rules arriving), until their next edit or pick.
   */
  readonly given: boolean;
  /**
   * The last value written into the element (react-hook-form's register: setValue, reset, its ref), a new object per
   * write, made by the state that shows it: the field hands back once what it reads that value as (use-element-value.ts).
   */
  readonly written?: { readonly value: string } | undefined;
}

export type FieldAction =
  | { readonly type: 'edit'; readonly selection: SelectionState; readonly edit: Edit }
  | { readonly type: 'paste'; readonly selection: SelectionState; readonly pasted: string }
  | { readonly type: 'reconcile'; readonly selection: SelectionState }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'select-country'; readonly country: CountryCode }
  /** A value given: a controlled `value`, or (written) one written into the element by a form library. */
  | { readonly type: 'set-value'; readonly value: string; readonly written?: boolean }
  /** A form's reset: the start value in the start country, as the person's own edit (onChange hears of it). */
  | { readonly type: 'reset'; readonly value: string; readonly country: CountryCode | undefined }
  | { readonly type: 'rules-loaded'; readonly rules: Rules }
  /** The countries the field takes changed (undefined: any). */
  | { readonly type: 'accept-countries'; readonly accepted: readonly CountryCode[] | undefined }
  /** An extension marker typed after the number (x, #, ',', ';', 'ext', 'доб.' …): the extension starts, empty. */
  | { readonly type: 'start-extension'; readonly marker?: string | undefined }
  /** The extension as edited in its own box: its digits are kept, anything else dropped. */
  | { readonly type: 'set-extension'; readonly extension: string }
  | { readonly type: 'remove-extension' }
  /** Nothing changes, but the state is new: its text is written into the element again (a change not taken). */
  | { readonly type: 'refresh' }
  /** One of the numbers of the last paste replaces the field (with its own extension). */
  | { readonly type: 'use-pasted'; readonly number: FoundNumber };
