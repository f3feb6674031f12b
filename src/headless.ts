// telfield/headless: the field and the picker without a look, as hooks handing out prop getters and state.
export { usePhoneField } from './react/phone-field/use-phone-field';
export type {
  UsePhoneFieldOptions,
  PhoneFieldApi,
  PhoneChangeDetails,
  CountryChangeReason,
  PhoneInputElementProps,
  ExtensionInputElementProps,
  PastedChoice,
} from './react/phone-field/use-phone-field';
export type { FieldState, FieldNotice } from './react/phone-field/field-state';
export { useCountryPicker } from './react/country-picker/use-country-picker';
export type {
  UseCountryPickerOptions,
  CountryPickerApi,
  CountryPickerItem,
  CountryPickerSection,
  CountryPickerOptionProps,
  CountryPickerButtonProps,
  CountryPickerPopupProps,
  CountryPickerSearchProps,
  CountryPickerListboxProps,
  CountryPickerSelection,
} from './react/country-picker/use-country-picker';
export {
  ENGLISH_COUNTRY_PICKER_LABELS,
  type CountryPickerLabels,
} from './react/country-picker/country-picker-labels';
export type { CountryCode } from './phone/plan/countries';
export type { Validation, ValidationStatus, MissingDigits } from './phone/judge/validation';
export type { OutputForms } from './phone/judge/output-forms';
// Words for the field, for a team drawing its own: the English ones, and the verdict's in any language given.
export { ENGLISH_PHONE_MESSAGES, PHONE_WORDS, type PhoneWords } from './components/i18n/phone-words';
export type { PhoneMessages } from './components/i18n/phone-messages';
export { describeNotice, describeValidation } from './components/phone-input/describe-validation';
