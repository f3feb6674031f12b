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
