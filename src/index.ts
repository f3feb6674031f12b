// The component library's public entry.
export { PhoneInput } from './components/phone-input/phone-input';
export type { PhoneInputProps, PhoneChangeDetails } from './components/phone-input/phone-input';
export type { CountryCode } from './phone/plan/countries';
export type { Validation } from './phone/judge/validate';
export type { OutputForms } from './phone/judge/output-forms';
