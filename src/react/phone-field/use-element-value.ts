import { useCallback, useEffect, useRef } from 'react';
import type { PhoneChangeDetails } from './field-details';
import type { FieldAction, FieldState } from './field-state';
import type { UsePhoneFieldOptions } from './phone-field-api';

/**
 * A value written into the element from outside React (react-hook-form's register: setValue, and the value its ref
 * hands a field; from-register.ts sends it as SET_VALUE_EVENT). It is shown as given, and when the field reads it as
 * another value ('07400 123456' in GB is '+447400123456') that value is handed back through onChange: the form then
 * holds what the field submits, as it would had the person typed the text, never the national text it was given.
 * A value the field reads as itself (E.164, or empty) is not handed back. A controlled `value` is another path
 * (use-value-sync.ts): it is the parent's own state, shown and never changed behind its back.
 * The reading compared is the one of the state the write made (state.written), never of a render before it: a
 * write can come during a commit (a ref), before the render that shows it.
 */
export function useElementValue(
  give: (action: FieldAction) => void,
  field: {
    readonly written: FieldState['written'];
    readonly emitted: string;
    readonly details: PhoneChangeDetails;
  },
  onChange: UsePhoneFieldOptions['onChange'],
): (event: Event) => void {
  const { written, emitted, details } = field;
  const handled = useRef<FieldState['written']>(undefined);
  useEffect(() => {
    if (!written || handled.current === written) return;
    handled.current = written;
    if (emitted !== written.value) onChange?.(emitted, details);
  }, [written, emitted, details, onChange]);
  // from-register.ts sends the value as a string, '' for none.
  return useCallback(
    (event: Event) =>
      give({ type: 'set-value', value: (event as CustomEvent<string>).detail, written: true }),
    [give],
  );
}
