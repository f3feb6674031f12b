/**
 * PhoneInput with its engine: the whole field. phone-input.tsx paints a plain one first and loads this file (and
 * libphonenumber-js with it) right after; what was typed meanwhile is handed over and replayed.
 *
 * src/components: thin accessible views over the headless hooks (PhoneInput, CountryPicker, ui/, i18n/ words).
 * No phone rule lives here: validation is data from src/phone, turned into words by describe-validation.ts.
 * Imported by src/features and src/index.ts; imports src/react, src/phone (types and facts) and src/caret.
 */
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { exampleNumber } from '../../phone/read/example-number';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import type { FieldNotice } from '../../react/phone-field/field-state';
import { rehearseTyping } from '../../react/phone-field/rehearse-typing';
import { useLatestCallback } from '../../react/use-latest-callback';
import {
  usePhoneField,
  type CountryChangeReason,
  type PastedChoice,
  type PhoneChangeDetails,
} from '../../react/phone-field/use-phone-field';
import { CountryFlag } from '../country-picker/country-flag';
import { CountryPicker } from '../country-picker/country-picker';
import { pickLocale } from '../i18n/locale';
import { PHONE_MESSAGES, type PhoneMessages } from '../i18n/phone-messages';
import { PICKER_LABELS } from '../i18n/picker-labels';
import { describeNotice, describeValidation } from './describe-validation';
import { NumberInput, type PhoneInputComponentProps } from './number-input';
import type { Handover } from '../../react/phone-field/pending-input';
import '../ui/visually-hidden.css';
import './phone-input.css';

export type { CountryChangeReason, PhoneChangeDetails };

/** Every string PhoneInput shows or announces: the field's and the country picker's ('international' is shared). */
export type PhoneInputMessages = PhoneMessages & CountryPickerLabels;

export type { PhoneInputComponentProps };

/** Props of the number's input that PhoneInput owns (value, caret and events): inputProps may not set them. */
type OwnedInputProp =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onInput'
  | 'onBeforeInput'
  | 'type'
  | 'inputMode'
  | 'dir'
  | 'id'
  | 'disabled'
  | 'readOnly'
  | 'required'
  | 'children'
  | 'dangerouslySetInnerHTML';

export interface PhoneInputProps {
  /** Controlled value: an E.164 string ('' when empty). */
  readonly value?: string | undefined;
  /** Uncontrolled start value (E.164). */
  readonly defaultValue?: string | undefined;
  /** The E.164 value (partial while incomplete) and what is known about it. */
  readonly onChange?: ((value: string, details: PhoneChangeDetails) => void) | undefined;
  /** Every change of what is known, including the number type once the full rules have loaded. */
  readonly onDetailsChange?: ((details: PhoneChangeDetails) => void) | undefined;
  readonly country?: CountryCode | undefined;
  readonly defaultCountry?: CountryCode | undefined;
  /** The country shown changed: `reason` says whether the user picked it or the digits decided it. */
  readonly onCountryChange?:
    ((country: CountryCode | undefined, reason: CountryChangeReason) => void) | undefined;
  readonly preferredCountries?: readonly CountryCode[] | undefined;
  readonly countries?: readonly CountryCode[] | undefined;
  readonly excludeCountries?: readonly CountryCode[] | undefined;
  /** UI language tag for labels, messages and country names (default 'en'). */
  readonly locale?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  readonly required?: boolean | undefined;
  /** A hidden input of this name carries the E.164 value in a native form submit. */
  readonly name?: string | undefined;
  /** Defaults to the selected country's example number. */
  readonly placeholder?: string | undefined;
  /** Visible label; defaults to "Phone number" in the UI language. */
  readonly label?: string | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  readonly onBlur?: (() => void) | undefined;
  /**
   * One more button after the numbers of a paste that held several ("Check them all"): it gets them all, each as
   * the field read it ('+442079460958', national digits, ' ext. 12' when there is one).
   */
  readonly pastedAction?:
    { readonly label: string; readonly onAction: (numbers: readonly string[]) => void } | undefined;
  /**
   * Your own input in place of the built-in <input>, e.g. a design system's TextField input: it must accept an
   * <input>'s props and forward its ref to the real <input> (the field keeps the caret through it).
   */
  readonly inputComponent?: ComponentType<PhoneInputComponentProps> | undefined;
  /** More props for the number's input (name, autoFocus, data-*, aria-*, onFocus …); the field's own win. */
  readonly inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, OwnedInputProp> | undefined;
  /** Keeps the label for screen readers but does not show it (a design with its own heading or placeholder). */
  readonly hideLabel?: boolean | undefined;
  /** false: no error under the field (your form library shows its own); aria-invalid is still set. Default true. */
  readonly error?: boolean | undefined;
  /** Draws the error yourself: gets the sentence (undefined while there is none) and the validation it came from. */
  readonly renderError?:
    ((message: string | undefined, validation: PhoneChangeDetails['validation']) => ReactNode) | undefined;
  /** Your words for any UI string (a language Telfield does not ship, or your product's tone), over the locale's. */
  readonly messages?: Partial<PhoneInputMessages> | undefined;
}

/**
 * A press on a suggestion keeps focus in the number field: leaving it would show the error above the buttons and move
 * them away from under the pointer before the click lands.
 */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/** A found number as one line of a list: what the field read, and its extension. */
const foundText = ({ number }: PastedChoice) =>
  number.extension ? `${number.typed} ext. ${number.extension}` : number.typed;

/** How many countries a suggestion shows before "N more": five fit a phone's screen on two lines. */
const SUGGESTED = 5;

/** How long a notice stays on screen (the live region has said it already). */
const NOTICE_MS = 6000;

/** Joins space-separated lists (ids for aria-describedby, class names), leaving out what is empty. */
const joinTokens = (...lists: (string | undefined)[]) => lists.filter(Boolean).join(' ') || undefined;

/** A phone number field with a country selector; every rule comes from libphonenumber-js. */
export interface PhoneInputEngineProps extends PhoneInputProps {
  /** What the first paint's plain input noted before this loaded. */
  readonly handover?: Handover | undefined;
}

export const PhoneInputEngine = forwardRef<HTMLInputElement, PhoneInputEngineProps>(
  function PhoneInputEngine(props, ref) {
    const locale = props.locale ?? 'en';
    const own = props.messages;
    // Once per locale, not per key: picking the shipped language parses the tag (Intl.Locale).
    const [messages, labels] = useMemo(() => {
      const shipped = pickLocale([locale]);
      return [
        { ...PHONE_MESSAGES[shipped], ...own },
        { ...PICKER_LABELS[shipped], ...own },
      ] as const;
    }, [locale, own]);
    const generatedId = useId();
    const inputId = props.id ?? `${generatedId}-input`;
    const names = useCountryIndex(locale);
    const countryName = useCallback((code: CountryCode) => countryNameIn(names, code), [names]);

    const describe = useMemo(
      () => ({
        validation: (validation: PhoneChangeDetails['validation']) =>
          describeValidation(validation, messages, countryName),
        notice: (notice: FieldNotice) => describeNotice(notice, messages, countryName),
        countryName,
      }),
      [messages, countryName],
    );

    // The hook gets the props it shares with PhoneInput by name and meaning (value, onDetailsChange, handover …).
    const {
      state,
      details,
      inputProps: fieldInputProps,
      pickerProps,
      errorProps,
      hiddenInputProps,
      extensionInputProps,
      pastedNumbers,
      choosePasted,
      suggestions,
      chooseSuggested,
      announcement,
    } = usePhoneField({ ...props, locale, inputRef: ref, describe });

    // What only a screen reader heard before (nothing found in a paste, a paste cut short) is shown too, for a while.
    const notice = state.notice;
    const [expired, setExpired] = useState<FieldNotice | undefined>(undefined);
    useEffect(() => {
      if (!notice || notice.kind === 'country-changed') return;
      const timer = setTimeout(() => setExpired(notice), NOTICE_MS);
      return () => clearTimeout(timer);
    }, [notice]);
    const visibleNotice =
      notice && notice.kind !== 'country-changed' && notice !== expired ? describe.notice(notice) : undefined;

    const [allSuggestions, setAllSuggestions] = useState(false);

    const country = state.country;
    // Only while nothing is typed: Chromium restyles an input's placeholder on every value written (~0.1 ms a key).
    const placeholder =
      state.text === ''
        ? (props.inputProps?.placeholder ?? props.placeholder ?? exampleNumber(country))
        : undefined;
    // While nothing is typed, the field rehearses typing its country's example number in a task of its own, so the
    // first real keys find its code compiled (rehearse-typing.ts): again whenever that state changes (the full rules
    // arrive, another country). Not when idle: Chromium gave no idle time for 300 ms after the click that focuses the
    // field, so the first keys came first.
    const blank = state.text === '' ? state : undefined;
    useEffect(() => {
      if (!blank) return;
      const rehearsal = setTimeout(rehearseTyping, 0, blank);
      return () => clearTimeout(rehearsal);
    }, [blank]);
    const { onBlur: fieldBlur, ref: fieldRef, value: text, ...inputProps } = fieldInputProps;
    // The number's element, so a country pick can hand focus to it.
    const numberInput = useRef<HTMLInputElement | null>(null);
    const inputRef = useCallback(
      (input: HTMLInputElement | null) => {
        numberInput.current = input;
        fieldRef(input);
      },
      [fieldRef],
    );
    // After a pick, typing goes on in the number, the caret after its last character (intl-tel-input does the same).
    const focusAfterPick = useCallback(() => {
      const input = numberInput.current;
      if (!input || input.disabled) return undefined;
      // Now, not a frame later: a selection the person makes right after (Ctrl+A) must not be undone.
      input.setSelectionRange(input.value.length, input.value.length);
      return input;
    }, []);
    // The first paint's button had focus, or was pressed: focus stays on it, and the list opens as asked.
    const root = useRef<HTMLDivElement | null>(null);
    const { handover } = props;
    useEffect(() => {
      const open = handover?.takeOpenPicker() === true;
      if (!open && !handover?.takeFocus('button')) return;
      const button = root.current?.querySelector<HTMLButtonElement>('.tf-country-picker__button');
      button?.focus();
      if (open) button?.click();
    }, [handover]);

    const Input = props.inputComponent ?? 'input';
    // The built-in <input> is uncontrolled for React, its text written by usePhoneField; a design system's input gets
    // the value as a prop, as it may draw from it (a floating label).
    const [firstText] = useState(text);
    const textProps = props.inputComponent ? { value: text } : { defaultValue: firstText };
    const extra = props.inputProps;
    const showError = props.error !== false;
    const errorText = errorProps.children;
    const onFocus = useLatestCallback((event: FocusEvent<HTMLInputElement>) => {
      inputProps.onFocus();
      extra?.onFocus?.(event);
    });
    const onKeyDown = useLatestCallback((event: KeyboardEvent<HTMLInputElement>) => {
      extra?.onKeyDown?.(event);
      if (!event.defaultPrevented) inputProps.onKeyDown(event);
    });
    const onBlur = useLatestCallback((event: FocusEvent<HTMLInputElement>) => {
      fieldBlur();
      extra?.onBlur?.(event);
      props.onBlur?.();
    });

    return (
      <div ref={root} className={joinTokens('tf-phone-input', props.className)}>
        <label
          className={joinTokens('tf-phone-input__label', props.hideLabel ? 'tf-visually-hidden' : undefined)}
          htmlFor={inputId}
        >
          {props.label ?? messages.phoneNumber}
        </label>
        <div className="tf-phone-input__row">
          <CountryPicker
            value={pickerProps.value}
            onChange={pickerProps.onChange}
            countries={props.countries}
            excludeCountries={props.excludeCountries}
            preferredCountries={props.preferredCountries}
            locale={locale}
            labels={labels}
            disabled={props.disabled}
            readOnly={props.readOnly}
            focusAfterPick={focusAfterPick}
          />
          <NumberInput
            {...extra}
            {...inputProps}
            {...textProps}
            as={Input}
            inputRef={inputRef}
            id={inputId}
            className={joinTokens('tf-phone-input__input', extra?.className)}
            placeholder={placeholder}
            aria-describedby={joinTokens(
              showError ? inputProps['aria-describedby'] : undefined,
              extra?.['aria-describedby'],
            )}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
        </div>
        {extensionInputProps && (
          <div className="tf-phone-input__extension">
            <label htmlFor={`${inputId}-extension`}>{messages.extension}</label>
            <input
              {...extensionInputProps}
              id={`${inputId}-extension`}
              className="tf-phone-input__input tf-phone-input__extension-input"
            />
          </div>
        )}
        {showError && (
          <p className="tf-phone-input__error" id={errorProps.id} hidden={errorProps.hidden}>
            {props.renderError ? props.renderError(errorText, details.validation) : errorText}
          </p>
        )}
        {pastedNumbers.length > 1 && (
          <div className="tf-phone-input__suggest" role="group" aria-label={messages.pastedNumbers}>
            <span aria-hidden="true">{messages.pastedNumbers}</span>
            {pastedNumbers.map((choice, i) => (
              <button
                key={`${i}-${choice.text}`}
                type="button"
                className="tf-phone-input__suggestion"
                onMouseDown={keepFocus}
                aria-pressed={choice.current}
                dir="ltr"
                onClick={() => choosePasted(choice)}
              >
                {choice.text}
              </button>
            ))}
            {props.pastedAction && (
              <button
                type="button"
                className="tf-phone-input__suggestion tf-phone-input__pasted-action"
                onClick={() => props.pastedAction?.onAction(pastedNumbers.map(foundText))}
              >
                {props.pastedAction.label}
              </button>
            )}
          </div>
        )}
        {suggestions.length > 0 && !props.readOnly && !props.disabled && (
          <div className="tf-phone-input__suggest" role="group" aria-label={messages.didYouMean}>
            <span aria-hidden="true">{messages.didYouMean}</span>
            {(allSuggestions ? suggestions : suggestions.slice(0, SUGGESTED)).map((code) => (
              <button
                key={code}
                type="button"
                className="tf-phone-input__suggestion"
                onMouseDown={keepFocus}
                data-country={code}
                onClick={() => {
                  chooseSuggested(code);
                  setAllSuggestions(false);
                }}
              >
                <CountryFlag code={code} />
                {countryName(code)}
              </button>
            ))}
            {!allSuggestions && suggestions.length > SUGGESTED && (
              <button
                type="button"
                className="tf-phone-input__suggestion"
                onMouseDown={keepFocus}
                onClick={() => setAllSuggestions(true)}
              >
                {messages.moreCountries(suggestions.length - SUGGESTED)}
              </button>
            )}
          </div>
        )}
        {visibleNotice && (
          <p className="tf-phone-input__notice" data-testid="field-notice">
            {visibleNotice}
          </p>
        )}
        <p className="tf-phone-input__announcer" role="status" aria-live="polite">
          {announcement}
        </p>
        {hiddenInputProps && <input {...hiddenInputProps} />}
      </div>
    );
  },
);
