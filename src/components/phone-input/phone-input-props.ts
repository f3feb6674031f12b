/**
 * PhoneInput's props: the headless hooks' options it passes on (their types, so the docs are written once), and
 * what only a view has (label, error, layout, words).
 */
import type { ComponentType, InputHTMLAttributes, ReactNode } from 'react';
import type { UseCountryPickerOptions } from '../../react/country-picker/use-country-picker';
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import type { PhoneChangeDetails, UsePhoneFieldOptions } from '../../react/phone-field/phone-field-api';
import type { PhoneMessages } from '../i18n/phone-messages';
import type { PhoneInputComponentProps } from './number-input';

/** Every string PhoneInput shows or announces: the field's and the country picker's ('international' is shared). */
export type PhoneInputMessages = PhoneMessages & CountryPickerLabels;

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

/** data-* attributes: an element takes any, but InputHTMLAttributes names none, so an object of them needs this. */
export type DataAttributes = {
  readonly [attribute: `data-${string}`]: string | number | boolean | undefined;
};

/** A phone number field with a country selector; every rule comes from libphonenumber-js. */
export interface PhoneInputProps
  extends
    Pick<
      UsePhoneFieldOptions,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onDetailsChange'
      | 'country'
      | 'defaultCountry'
      | 'onCountryChange'
      | 'countries'
      | 'excludeCountries'
      | 'disabled'
      | 'readOnly'
      | 'required'
      | 'name'
    >,
    Pick<UseCountryPickerOptions, 'preferredCountries'> {
  /**
   * Not a prop: react-hook-form's register() returns one, so `{...register('phone')}` spread here fails to compile
   * with these words (first, before the handlers' types, which would not name the way out). Set an input's pattern
   * through inputProps.
   */
  readonly pattern?:
    'PhoneInput takes {...fromRegister(register(name))}, not {...register(name)}' | undefined;
  /** UI language tag for labels, messages and country names (default 'en'). */
  readonly locale?: string | undefined;
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
  /** More props for the number's input (autoFocus, data-*, aria-*, onFocus …); the field's own win. */
  readonly inputProps?:
    (Omit<InputHTMLAttributes<HTMLInputElement>, OwnedInputProp> & DataAttributes) | undefined;
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
