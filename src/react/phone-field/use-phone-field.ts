/**
 * src/react/phone-field: the phone field without a look. field-state.ts is the pure reducer (DOM events become
 * actions; src/caret and src/phone do the work); this hook only wires it to the DOM and hands out prop objects.
 * Imported by src/components and by teams drawing their own field; it imports only src/caret and src/phone.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { readSelection } from '../../caret/caret-target';
import { significantOf } from '../../caret/digits';
import { entryValue } from '../../phone/judge/entry-value';
import { loadFullRules } from '../../phone/judge/load-full-rules';
import type { FoundNumber } from '../../phone/read/normalise-pasted';
import { formatAsYouType } from '../../phone/read/format-as-you-type';
import { rankSuggestions } from '../../phone/plan/rank-countries';
import type { Validation } from '../../phone/judge/validation';
import { fieldReducer, initialFieldState, type FieldNotice, type FieldState } from './field-state';
import { beforeInputAction, changedAction } from './input-action';
import type { Handover } from './pending-input';
import { replayPending } from './replay-pending';
import { fieldDetails, type PhoneChangeDetails } from './field-details';
import { warnNotE164 } from './warn-not-e164';
import { assignRef } from '../assign-ref';

export type { PhoneChangeDetails };

export type CountryChangeReason = FieldState['countrySource'];

export interface UsePhoneFieldOptions {
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((value: string, details: PhoneChangeDetails) => void) | undefined;
  /** Every change of what is known, including the number type once the full rules have loaded. */
  readonly onDetailsChange?: ((details: PhoneChangeDetails) => void) | undefined;
  readonly country?: CountryCode | undefined;
  readonly defaultCountry?: CountryCode | undefined;
  /** The country shown changed: picked by the user, or decided by the digits typed. */
  readonly onCountryChange?:
    ((country: CountryCode | undefined, reason: CountryChangeReason) => void) | undefined;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  readonly required?: boolean | undefined;
  readonly name?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** The UI language: ranks the countries suggested for a number typed under the wrong one, after the browser's. */
  readonly locale?: string | undefined;
  /** What a plain first paint noted before this field loaded: replayed in order, focus and caret kept. */
  readonly handover?: Handover | undefined;
  /** Words for a validation result or a notice, from the UI language. */
  readonly describe: {
    readonly validation: (validation: Validation) => string | undefined;
    readonly notice: (notice: FieldNotice) => string;
    /** A country's name in the UI language: suggestions are sorted by it (else by ISO code). */
    readonly countryName?: ((country: CountryCode) => string) | undefined;
  };
}

/** How many values handed out may be waiting for their echo (a burst of keys between two renders of the parent). */
const MAX_UNECHOED = 64;

/** Props for the number's <input>: spread them on it (a design system's input too, if it forwards its ref). */
export interface PhoneInputElementProps {
  readonly ref: (input: HTMLInputElement | null) => void;
  readonly type: 'tel';
  readonly inputMode: 'tel';
  readonly autoComplete: 'tel';
  readonly dir: 'ltr';
  readonly value: string;
  readonly disabled: boolean | undefined;
  readonly readOnly: boolean | undefined;
  readonly required: boolean | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (event: { currentTarget: HTMLInputElement }) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  readonly onInvalid: () => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** Props for the extension's own <input>, present while the number has an extension. */
export interface ExtensionInputElementProps {
  readonly ref: Ref<HTMLInputElement>;
  readonly type: 'text';
  readonly inputMode: 'numeric';
  readonly autoComplete: 'off';
  readonly dir: 'ltr';
  readonly value: string;
  readonly disabled: boolean | undefined;
  readonly readOnly: boolean | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** One number of a paste that held several. */
export interface PastedChoice {
  readonly number: FoundNumber;
  /** As the field formats it ('+44 7400 123456'), with its extension (' ext. 12'). */
  readonly text: string;
  readonly current: boolean;
}

/** What usePhoneField hands out: the state, what is known of the number, and prop objects for each part. */
export interface PhoneFieldApi {
  readonly state: FieldState;
  readonly details: PhoneChangeDetails;
  /** The E.164 value (partial while incomplete; '' when empty). */
  readonly value: string;
  readonly inputProps: PhoneInputElementProps;
  readonly pickerProps: {
    readonly value: CountryCode | undefined;
    readonly onChange: (country: CountryCode) => void;
  };
  readonly errorProps: {
    readonly id: string;
    readonly hidden: boolean;
    readonly children: string | undefined;
  };
  readonly hiddenInputProps:
    { readonly type: 'hidden'; readonly name: string; readonly value: string } | undefined;
  readonly extensionInputProps: ExtensionInputElementProps | undefined;
  /** The numbers of the last paste that held several, as the field would show each; `current` is the one shown. */
  readonly pastedNumbers: readonly PastedChoice[];
  /** Puts one of pastedNumbers into the field. */
  readonly choosePasted: (choice: PastedChoice) => void;
  /**
   * Where national digits that are not a number of the selected country are valid instead, the regions of the
   * browser's languages first ('020 7946 0958' with the US picked → GB, …); empty otherwise.
   */
  readonly suggestions: readonly CountryCode[];
  /** Switches to a suggested country, keeping the digits, and puts focus back in the field. */
  readonly chooseSuggested: (country: CountryCode) => void;
  /** Words for the polite live region: the last notice (a country change, a paste cut short …). */
  readonly announcement: string;
}

/** Everything a phone field needs, as prop objects for the input, the country picker, the error and the live region. */
export function usePhoneField(options: UsePhoneFieldOptions): PhoneFieldApi {
  const { value, defaultValue, onChange, onCountryChange, describe } = options;
  // The start, before anything typed into a first paint is replayed: what onChange and onCountryChange compare with.
  const [start] = useState(() => {
    const before = initialFieldState(value ?? defaultValue, options.country ?? options.defaultCountry);
    const pending = options.handover?.pending ?? [];
    return {
      before,
      after: pending.length > 0 ? replayPending(before, pending, options.handover?.initial) : before,
    };
  });
  const [state, dispatch] = useReducer(fieldReducer, start.after);
  const [touched, setTouched] = useState(options.handover?.touched === true);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const composing = useRef(false);
  const errorId = useId();

  const typed = significantOf(state.text);

  // The full metadata (strict validation, number types) is fetched once the field is used: on focus, or when
  // it starts with a value. Until it arrives the length check of the small metadata answers.
  const [focusedOnce, setFocusedOnce] = useState(false);
  const needsFullRules = focusedOnce || typed !== '';
  useEffect(() => {
    if (!needsFullRules) return;
    let live = true;
    void loadFullRules().then((rules) => live && dispatch({ type: 'rules-loaded', rules }));
    return () => {
      live = false;
    };
  }, [needsFullRules]);
  const { rules, picked } = state;
  const details = useMemo<PhoneChangeDetails>(
    () =>
      fieldDetails({
        text: state.text,
        country: state.country,
        extension: state.extension,
        rules,
        picked,
      }),
    [state.text, state.country, state.extension, rules, picked],
  );
  const emitted = details.forms?.e164 ?? entryValue(typed, state.country) ?? '';

  // Tell the parent about a new value once. Every value handed out and not yet echoed back is remembered: a parent's
  // echo of one keystroke can arrive after the next keystroke, and an echo is never a reason to rewrite the text.
  const lastEmitted = useRef(
    start.after === start.before
      ? emitted
      : (entryValue(significantOf(start.before.text), start.before.country) ?? ''),
  );
  const unechoed = useRef<string[]>([]);
  // A new extension is news to the parent too (details.extension), though the E.164 value stays the same.
  const lastExtension = useRef(details.extension);
  useEffect(() => {
    if (emitted === lastEmitted.current && details.extension === lastExtension.current) return;
    lastExtension.current = details.extension;
    if (emitted !== lastEmitted.current) {
      lastEmitted.current = emitted;
      unechoed.current = [...unechoed.current.slice(-(MAX_UNECHOED - 1)), emitted];
    }
    onChange?.(emitted, details);
  }, [emitted, details, onChange]);
  // Runs after onChange, as it did when PhoneInput called it.
  const { onDetailsChange } = options;
  useEffect(() => {
    onDetailsChange?.(details);
  }, [details, onDetailsChange]);

  // A field that replayed what was typed into its first paint starts ahead of its parent: the value the parent gave
  // at mount is from before that typing, not news (its echo of the replay's value follows). Until the parent passes
  // another one, that value is no reason to rewrite the text (it cleared a controlled field typed into before load).
  const valueAtMount = useRef(value);
  const parentMoved = useRef(start.after === start.before);
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
  }, [value]);

  const controlledCountry = options.country;
  useEffect(() => {
    if (controlledCountry) dispatch({ type: 'select-country', country: controlledCountry });
  }, [controlledCountry]);

  const lastCountry = useRef(start.before.country);
  useEffect(() => {
    if (state.country === lastCountry.current) return;
    lastCountry.current = state.country;
    onCountryChange?.(state.country, state.countrySource);
  }, [state.country, state.countrySource, onCountryChange]);

  // The text is written here as well as by React: PhoneInput's own <input> takes no value prop, so a key does not draw
  // it again (React rewrites a controlled input's name, type and value attributes on every render, which restyles it).
  // What the browser changed itself and the state did not take is undone, as React restores a controlled input; the
  // value attribute follows, so a form's reset leaves the text as it is, as it does with a controlled input.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || composing.current) return;
    if (input.value !== state.text) input.value = state.text;
    if (input.defaultValue !== state.text) input.defaultValue = state.text;
  });

  // The text is written; put the caret back after the same digit. An update that left the text as it was
  // (the full rules arriving) keeps a selection the person made: it used to collapse a Ctrl+A about to be cut.
  const lastSeen = useRef({ text: state.text, rules: state.rules });
  useLayoutEffect(() => {
    const input = inputRef.current;
    const last = lastSeen.current;
    lastSeen.current = { text: state.text, rules: state.rules };
    if (!input || input.ownerDocument.activeElement !== input || input.value !== state.text) return;
    // Only the rules changed, not the text: nothing was typed, so the caret or selection stays as the person left it.
    if (state.rules !== last.rules && state.text === last.text) return;
    input.setSelectionRange(state.caret, state.caret);
  }, [state]);

  // Focus stays where it was in the first paint: in the number (or its extension), the caret where the replay left it.
  const handover = options.handover;
  useLayoutEffect(() => {
    if (!handover?.takeFocus('input')) return;
    const target = extensionRef.current ?? inputRef.current;
    target?.focus();
    if (target === inputRef.current) target?.setSelectionRange(start.after.caret, start.after.caret);
  }, [handover, start]);

  // Typing an extension marker after the number opens the extension's own box and moves there.
  const extensionRef = useRef<HTMLInputElement | null>(null);
  const focusExtension = useRef(false);
  useLayoutEffect(() => {
    if (!focusExtension.current || state.extension === undefined) return;
    focusExtension.current = false;
    extensionRef.current?.focus();
  }, [state.extension]);

  // Edits are decided from InputEvent.inputType (Android keyboards send keyCode 229), before the browser applies them.
  const onBeforeInput = useCallback((event: InputEvent) => {
    const input = event.currentTarget as HTMLInputElement;
    if (event.isComposing || composing.current || !event.cancelable) return;
    const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
    const action = beforeInputAction(event.inputType, data, readSelection(input));
    if (!action) return;
    event.preventDefault();
    if (action.type === 'start-extension') focusExtension.current = true;
    dispatch(action);
  }, []);

  const setInput = useCallback(
    (input: HTMLInputElement | null) => {
      inputRef.current?.removeEventListener('beforeinput', onBeforeInput);
      inputRef.current = input;
      input?.addEventListener('beforeinput', onBeforeInput);
      assignRef(options.inputRef, input);
    },
    [onBeforeInput, options.inputRef],
  );

  // Whatever the browser changed itself (IME, autofill without beforeinput) is reconciled here.
  const onInputChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (composing.current) {
      setDraft(input.value);
      return;
    }
    // Always a new state (fieldReducer): the layout effect that writes the text runs again and puts it back.
    dispatch(changedAction((event.nativeEvent as InputEvent).inputType ?? '', readSelection(input)));
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    }
  }, []);

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);
  const onCompositionEnd = useCallback((event: { currentTarget: HTMLInputElement }) => {
    composing.current = false;
    setDraft(undefined);
    dispatch({ type: 'reconcile', selection: readSelection(event.currentTarget) });
  }, []);

  const message = describe.validation(details.validation);
  const required = options.required === true;
  const errorIfTouched = message !== undefined || (required && typed === '');
  const showError = touched && errorIfTouched;
  // A blur with nothing to show (a valid or empty optional number) does not draw the field again; the field counts
  // as touched from then on, and is drawn so before the first paint that has an error to show.
  const blurredQuietly = useRef(false);
  useLayoutEffect(() => {
    if (errorIfTouched && blurredQuietly.current) {
      blurredQuietly.current = false;
      setTouched(true);
    }
  }, [errorIfTouched]);
  const errorText =
    typed === '' ? (required ? describe.validation({ status: 'empty' }) : undefined) : message;

  // The browser's own form validation blocks submitting an invalid number and says why.
  useEffect(() => {
    inputRef.current?.setCustomValidity(typed !== '' && message ? message : '');
  }, [typed, message]);

  const selectCountry = useCallback((country: CountryCode) => {
    // The picker returns focus to its own button, as its ARIA contract says.
    dispatch({ type: 'select-country', country });
  }, []);

  const announcement = state.notice ? describe.notice(state.notice) : '';

  // Kept from key to key, so PhoneInput's own input is not drawn again for it (its focus and blur it wraps itself).
  const onInvalid = useCallback(() => setTouched(true), [setTouched]);

  const pastedNumbers = useMemo<readonly PastedChoice[]>(
    () =>
      (state.pastedNumbers ?? []).map((number) => {
        const text = formatAsYouType(number.typed, state.country);
        return {
          number,
          text: number.extension ? `${text} ext. ${number.extension}` : text,
          current: number.typed === typed && number.extension === state.extension,
        };
      }),
    [state.pastedNumbers, state.country, state.extension, typed],
  );
  const { validation } = details;
  const locale = options.locale;
  const countryName = options.describe.countryName;
  const suggestions = useMemo(() => {
    if (!('validIn' in validation) || validation.validIn.length === 0) return [];
    const collator = new Intl.Collator(locale);
    const byName = countryName
      ? (a: CountryCode, b: CountryCode) => collator.compare(countryName(a), countryName(b))
      : (a: CountryCode, b: CountryCode) => collator.compare(a, b);
    const languages = [
      ...(typeof navigator === 'undefined' ? [] : navigator.languages),
      ...(locale ? [locale] : []),
    ];
    return rankSuggestions(validation.validIn, state.chosen, languages, byName);
  }, [validation, locale, countryName, state.chosen]);
  const chooseSuggested = useCallback((country: CountryCode) => {
    dispatch({ type: 'select-country', country });
    inputRef.current?.focus();
  }, []);
  const choosePasted = useCallback((choice: PastedChoice) => {
    dispatch({ type: 'use-pasted', number: choice.number });
    inputRef.current?.focus();
  }, []);

  const onExtensionKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    // Backspace in an empty extension removes it and goes back to the end of the number.
    if (event.key !== 'Backspace' || event.currentTarget.value !== '') return;
    event.preventDefault();
    dispatch({ type: 'remove-extension' });
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const extensionInputProps =
    state.extension === undefined
      ? undefined
      : ({
          ref: extensionRef,
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          dir: 'ltr',
          value: state.extension,
          disabled: options.disabled,
          readOnly: options.readOnly,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            dispatch({ type: 'set-extension', extension: event.currentTarget.value }),
          onKeyDown: onExtensionKeyDown,
        } as const);

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
      value: draft ?? state.text,
      disabled: options.disabled,
      readOnly: options.readOnly,
      required: options.required,
      onChange: onInputChange,
      onKeyDown,
      onCompositionStart,
      onCompositionEnd,
      onFocus: () => setFocusedOnce(true),
      onBlur: () => {
        if (errorIfTouched) setTouched(true);
        else blurredQuietly.current = true;
      },
      onInvalid,
      'aria-invalid': showError ? true : undefined,
      'aria-describedby': showError ? errorId : undefined,
    } as const,
    pickerProps: { value: state.country, onChange: selectCountry },
    errorProps: { id: errorId, hidden: !showError, children: showError ? errorText : undefined },
    hiddenInputProps: options.name ? { type: 'hidden', name: options.name, value: emitted } : undefined,
    extensionInputProps,
    pastedNumbers,
    choosePasted,
    suggestions,
    chooseSuggested,
    announcement,
  };
}
