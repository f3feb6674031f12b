/**
 * The field's value against its parent's, for a controlled and an uncontrolled field alike. Every value handed out
 * (onChange) and not yet echoed back is remembered: a parent's echo of one keystroke can arrive after the next
 * keystroke, and an echo is never a reason to rewrite the text. A value the parent gives is shown, not handed back:
 * onChange is not called for it, whatever the field reads it as ('020 7946 0958' is shown as typed in the country),
 * as a native input's change event is not fired for a value set from script.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { significantOf } from '../../caret/digits';
import { entryValue } from '../../phone/judge/entry-value';
import type { PhoneChangeDetails } from './field-details';
import type { FieldAction } from './field-state';
import type { UsePhoneFieldOptions } from './phone-field-api';
import type { FieldStart } from './use-field-state';
import { warnNotE164 } from './warn-not-e164';

/** How many values handed out may be waiting for their echo (a burst of keys between two renders of the parent). */
const MAX_UNECHOED = 64;

export function useValueSync(
  options: Pick<UsePhoneFieldOptions, 'value' | 'onChange' | 'onDetailsChange'>,
  start: FieldStart,
  field: { readonly emitted: string; readonly details: PhoneChangeDetails; readonly given: boolean },
  dispatch: Dispatch<FieldAction>,
): void {
  const { emitted, details, given } = field;
  const { value, onChange, onDetailsChange } = options;
  const replayed = start.after !== start.before;
  const lastEmitted = useRef(
    replayed ? (entryValue(significantOf(start.before.text), start.before.country) ?? '') : emitted,
  );
  const unechoed = useRef<string[]>([]);
  // A new extension is news to the parent too (details.extension), though the E.164 value stays the same.
  const lastExtension = useRef(details.extension);
  useEffect(() => {
    if (emitted === lastEmitted.current && details.extension === lastExtension.current) return;
    lastExtension.current = details.extension;
    // A value the parent gave is shown, not handed back: the parent has it already.
    if (given) {
      lastEmitted.current = emitted;
      return;
    }
    if (emitted !== lastEmitted.current) {
      lastEmitted.current = emitted;
      unechoed.current = [...unechoed.current.slice(-(MAX_UNECHOED - 1)), emitted];
    }
    onChange?.(emitted, details);
  }, [emitted, details, given, onChange]);
  // After onChange, as PhoneInput always called them.
  useEffect(() => {
    onDetailsChange?.(details);
  }, [details, onDetailsChange]);

  // A field that replayed what was typed into its first paint starts ahead of its parent: the value the parent gave
  // at mount is from before that typing, not news (its echo of the replay's value follows). Until the parent passes
  // another one, that value is no reason to rewrite the text (it cleared a controlled field typed into before load).
  const valueAtMount = useRef(value);
  const parentMoved = useRef(!replayed);
  useEffect(() => {
    if (!parentMoved.current) {
      if (value === valueAtMount.current) return;
      parentMoved.current = true;
    }
    if (value === undefined || value === lastEmitted.current) {
      unechoed.current = [];
      return;
    }
    const echoed = unechoed.current.lastIndexOf(value);
    if (echoed >= 0) {
      // An older value of ours coming back: the parent is catching up with what the field already shows.
      unechoed.current = unechoed.current.slice(echoed + 1);
      return;
    }
    unechoed.current = [];
    lastEmitted.current = value;
    warnNotE164(value);
    dispatch({ type: 'set-value', value });
  }, [value, dispatch]);
}
