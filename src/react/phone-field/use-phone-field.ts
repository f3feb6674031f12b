/**
 * src/react/phone-field: the phone field without a look. field-state.ts is the pure reducer (DOM events become
 * actions; src/caret and src/phone do the work); the hooks beside it wire one concern each to the DOM, and
 * usePhoneField composes them and hands out prop objects (phone-field-api.ts). Imported by src/components and by
 * teams drawing their own field; it imports only src/caret and src/phone.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { significantOf } from '../../caret/digits';
import { entryValue } from '../../phone/judge/entry-value';
import type { CountryCode } from '../../phone/plan/countries';
import { assignRef } from '../assign-ref';
import { fieldDetails } from './field-details';
import type { FieldAction } from './field-state';
import type { PhoneFieldApi, UsePhoneFieldOptions } from './phone-field-api';
import { useAcceptedCountries, useAcceptedSync } from './use-accepted-countries';
import { useCountrySync } from './use-country-sync';
import { useElementValue } from './use-element-value';
import { useExtensionBox } from './use-extension-box';
import { useFieldError } from './use-field-error';
import { useFieldState } from './use-field-state';
import { useFormReset } from './use-form-reset';
import { SET_VALUE_EVENT } from './set-value-event';
import { useFullRules } from './use-full-rules';
import { useHandoverFocus } from './use-handover-focus';
import { useInputEvents } from './use-input-events';
import { usePastedChoices } from './use-pasted-choices';
import { useSuggestions } from './use-suggestions';
import { useTextWriter } from './use-text-writer';
import { useValueSync } from './use-value-sync';

export type {
  CountryChangeReason,
  ExtensionInputElementProps,
  PastedChoice,
  PhoneChangeDetails,
  PhoneFieldApi,
  PhoneInputElementProps,
  UsePhoneFieldOptions,
} from './phone-field-api';

/** Everything a phone field needs, as prop objects for the input, the country picker, the error and the live region. */
export function usePhoneField(options: UsePhoneFieldOptions): PhoneFieldApi {
  const accepted = useAcceptedCountries(options);
  const { start, state, dispatch } = useFieldState(options, accepted);
  useAcceptedSync(accepted, dispatch);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const typed = significantOf(state.text);

  const [focusedOnce, setFocusedOnce] = useState(false);
  useFullRules(focusedOnce || typed !== '', dispatch);

  const { rules, picked } = state;
  const details = useMemo(
    () =>
      fieldDetails({
        text: state.text,
        country: state.country,
        extension: state.extension,
        rules,
        picked,
        accepted,
      }),
    [state.text, state.country, state.extension, rules, picked, accepted],
  );
  const emitted = details.forms?.e164 ?? entryValue(typed, state.country) ?? '';
  const error = useFieldError(
    inputRef,
    { typed, required: options.required === true, touchedAtStart: options.handover?.touched === true },
    details.validation,
    options.describe.validation,
  );
  // An empty value given (a form library's reset or clear: react-hook-form's reset() through a Controller's value or
  // register's ref) is a reset too: no error for it until the next blur or submit.
  const { clear } = error;
  const give = useCallback(
    (action: FieldAction) => {
      if (action.type === 'set-value' && action.value === '') clear();
      dispatch(action);
    },
    [dispatch, clear],
  );
  useValueSync(options, start, { emitted, details, given: state.given }, give);
  useCountrySync(options, state, start.before.country, dispatch);

  const extension = useExtensionBox(state, dispatch, inputRef, options);
  const events = useInputEvents(dispatch, extension.started);
  useTextWriter(inputRef, events.composing, state);
  useHandoverFocus(options.handover, start.after.caret, inputRef, extension.element);
  // A form's reset: an uncontrolled field to its start; a controlled one keeps its parent's value (written again).
  // Either way nothing is shown until the next blur or submit.
  const startCountry = options.country ?? options.defaultCountry;
  useFormReset(inputRef, () => {
    clear();
    if (options.value === undefined)
      dispatch({ type: 'reset', value: options.defaultValue ?? '', country: startCountry });
    else dispatch({ type: 'refresh' });
  });

  const suggestions = useSuggestions(details.validation, state.chosen, options.locale, dispatch, inputRef);
  const pasted = usePastedChoices(state, typed, dispatch, inputRef);

  const { attach } = events;
  const forwarded = options.inputRef;
  const onValueGiven = useElementValue(give, { written: state.written, emitted, details }, options.onChange);
  const setInput = useCallback(
    (input: HTMLInputElement | null) => {
      attach(input, inputRef.current);
      // A value written into the element (react-hook-form's register: from-register.ts).
      inputRef.current?.removeEventListener(SET_VALUE_EVENT, onValueGiven);
      input?.addEventListener(SET_VALUE_EVENT, onValueGiven);
      inputRef.current = input;
      assignRef(forwarded, input);
    },
    [attach, forwarded, onValueGiven],
  );
  // The picker returns focus to its own button, as its ARIA contract says.
  const selectCountry = useCallback(
    (country: CountryCode) => dispatch({ type: 'select-country', country }),
    [dispatch],
  );
  const { disabled, readOnly, name } = options;

  return {
    state,
    details,
    value: emitted,
    inputProps: {
      ref: setInput,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      dir: 'ltr',
      value: events.draft ?? state.text,
      disabled,
      readOnly,
      required: options.required,
      onChange: events.onChange,
      onKeyDown: events.onKeyDown,
      onCompositionStart: events.onCompositionStart,
      onCompositionEnd: events.onCompositionEnd,
      onFocus: () => setFocusedOnce(true),
      onBlur: error.onBlur,
      onInvalid: error.onInvalid,
      'aria-invalid': error.shown ? true : undefined,
      'aria-describedby': error.shown ? error.id : undefined,
    },
    pickerProps: { value: state.country, onChange: selectCountry },
    errorProps: { id: error.id, hidden: !error.shown, children: error.text },
    // Disabled as the field is: a disabled field submits nothing, as a disabled <input>.
    hiddenInputProps: name ? { type: 'hidden', name, value: emitted, disabled } : undefined,
    extensionInputProps: extension.props,
    pastedNumbers: pasted.choices,
    choosePasted: pasted.choose,
    suggestions: suggestions.countries,
    chooseSuggested: suggestions.choose,
    announcement: state.notice ? options.describe.notice(state.notice) : '',
  };
}
