// The component library's public entry.
export { PhoneInput } from './components/phone-input/phone-input';
export type { PhoneInputProps, PhoneChangeDetails } from './components/phone-input/phone-input';
export type { CountryCode } from './phone/countries';
export type { Validation } from './phone/validate';
export type { OutputForms } from './phone/output-forms';
