// The package's main entry (`telfield`): the component. Hooks are in `telfield/headless`, helpers in `telfield/phone`.
export { PhoneInput, preloadPhoneInput } from './components/phone-input/phone-input';
export type {
  PhoneInputProps,
  PhoneChangeDetails,
  PhoneInputMessages,
  PhoneInputComponentProps,
  CountryChangeReason,
  DataAttributes,
} from './components/phone-input/phone-input';
// The picker's first paint, then the picker with the field's engine (package-country-picker.tsx).
export { CountryPicker } from './components/country-picker/package-country-picker';
export type { CountryPickerProps } from './components/country-picker/country-picker';
export {
  ENGLISH_COUNTRY_PICKER_LABELS,
  type CountryPickerLabels,
} from './react/country-picker/country-picker-labels';
export type { PhoneMessages } from './components/i18n/phone-messages';
export type { CountryCode } from './phone/plan/countries';
export type { Validation, ValidationStatus, MissingDigits } from './phone/judge/validation';
export type { OutputForms } from './phone/judge/output-forms';
export { fromRegister, type Registration } from './components/phone-input/from-register';
// A browser form's schema check without the rules at first paint (they load as the field's engine does).
export { isValidPhoneAsync, parsePhoneAsync } from './phone/api/judge-later';
export type { ParsedPhone, PhoneOptions } from './phone/api/parse-phone';
