/**
 * PhoneInput with its engine: the whole field. phone-input.tsx paints a plain one first and loads this file (and
 * libphonenumber-js with it) right after; what was typed meanwhile is handed over and replayed.
 *
 * src/components: thin accessible views over the headless hooks (PhoneInput, CountryPicker, ui/, i18n/ words).
 * No phone rule lives here: validation is data from src/phone, turned into words by describe-validation.ts.
 * Imported by src/features and src/index.ts; imports src/react, src/phone (types and facts) and src/caret.
 */
import { forwardRef, useRef } from 'react';
import { exampleNumber } from '../../phone/read/example-number';
import type { Handover } from '../../react/phone-field/pending-input';
import { usePhoneField } from '../../react/phone-field/use-phone-field';
import { CountryPicker } from '../country-picker/country-picker';
import { usePickerHandover } from '../country-picker/use-picker-handover';
import { NumberInput } from './number-input';
import { PastedNumbers } from './pasted-numbers';
import { PhoneInputFrame } from './phone-input-frame';
import type { PhoneInputProps } from './phone-input-props';
import { SuggestedCountries } from './suggested-countries';
import { useEngineWords } from './use-engine-words';
import { useRegisterSpread } from './use-register-spread';
import { useNumberInput } from './use-number-input';
import { useRehearsal } from './use-rehearsal';
import { useVisibleNotice } from './use-visible-notice';
import '../theme/tokens.css';
import '../ui/visually-hidden.css';
import './phone-input.css';

/** The field's words come with its engine: a first paint carries neither. */
export { PHONE_WORDS } from '../i18n/phone-words';
export { pickLocale } from '../i18n/locale';
/** The package's CountryPicker draws this once the engine is here. */
export { HandedOverCountryPicker } from '../country-picker/handed-over-picker';

export interface PhoneInputEngineProps extends PhoneInputProps {
  /** What the first paint's plain input noted before this loaded. */
  readonly handover?: Handover | undefined;
  /** The number's input's id, which PhoneInput gives the first paint too (phone-input.tsx). */
  readonly id: string;
}

export const PhoneInputEngine = forwardRef<HTMLInputElement, PhoneInputEngineProps>(
  function PhoneInputEngine(given, ref) {
    const props = useRegisterSpread(given);
    const locale = props.locale ?? 'en';
    const words = useEngineWords(locale, props.messages);
    const { messages } = words;
    const inputId = props.id;
    // The hook gets the props it shares with PhoneInput by name and meaning (value, onDetailsChange, handover …).
    const field = usePhoneField({ ...props, locale, inputRef: ref, describe: words.describe });
    const { state, details, errorProps, extensionInputProps: extension } = field;
    const notice = useVisibleNotice(state.notice);
    useRehearsal(state);
    const root = useRef<HTMLDivElement | null>(null);
    usePickerHandover(props.handover, () =>
      root.current?.querySelector<HTMLButtonElement>('.tf-country-picker__button'),
    );
    const showError = props.error !== false;
    const input = useNumberInput(props, field.inputProps, showError);
    // Only while nothing is typed: Chromium restyles an input's placeholder on every value written (~0.1 ms a key).
    const placeholder =
      state.text === ''
        ? (props.inputProps?.placeholder ?? props.placeholder ?? exampleNumber(state.country))
        : undefined;

    return (
      <PhoneInputFrame
        rootRef={root}
        className={props.className}
        inputId={inputId}
        label={props.label ?? messages.phoneNumber}
        hideLabel={props.hideLabel}
        picker={
          <CountryPicker
            {...field.pickerProps}
            countries={props.countries}
            excludeCountries={props.excludeCountries}
            preferredCountries={props.preferredCountries}
            locale={locale}
            labels={words.labels}
            disabled={props.disabled}
            readOnly={props.readOnly}
            focusAfterPick={input.focusAfterPick}
          />
        }
        input={<NumberInput {...input.props} id={inputId} placeholder={placeholder} />}
        announcement={field.announcement}
        hidden={field.hiddenInputProps}
      >
        {extension && (
          <div className="tf-phone-input__extension">
            <label htmlFor={`${inputId}-extension`}>{messages.extension}</label>
            <input
              {...extension}
              id={`${inputId}-extension`}
              className="tf-phone-input__input tf-phone-input__extension-input"
            />
          </div>
        )}
        {showError && (
          <p className="tf-phone-input__error" id={errorProps.id} hidden={errorProps.hidden}>
            {props.renderError
              ? props.renderError(errorProps.children, details.validation)
              : errorProps.children}
          </p>
        )}
        {field.pastedNumbers.length > 1 && (
          <PastedNumbers
            choices={field.pastedNumbers}
            choose={field.choosePasted}
            action={props.pastedAction}
            messages={messages}
          />
        )}
        {field.suggestions.length > 0 && !props.readOnly && !props.disabled && (
          <SuggestedCountries
            countries={field.suggestions}
            choose={field.chooseSuggested}
            countryName={words.countryName}
            messages={messages}
          />
        )}
        {notice && (
          <p className="tf-phone-input__notice" data-testid="field-notice">
            {words.describe.notice(notice)}
          </p>
        )}
      </PhoneInputFrame>
    );
  },
);
