// The component library's public entry.
export { PhoneInput } from './components/phone-input';
export type { PhoneInputProps } from './components/phone-input';
