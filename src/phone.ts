// telfield/phone: the field's judgement without React or a DOM, for servers, workers and scripts (full metadata).
export { parsePhone, validatePhone, isValidPhone, formatPhone } from './phone/api/parse-phone';
export type { ParsedPhone, PhoneOptions, PhoneForm } from './phone/api/parse-phone';
export { findPhones } from './phone/api/find-phones';
// For a browser form's schema (zod's refine): the same answers, the full rules fetched on the first call, so a page's
// first load carries none of them. The sync functions above bundle the full metadata.
export { isValidPhoneAsync, parsePhoneAsync } from './phone/api/judge-later';
export type { FoundPhone } from './phone/api/find-phones';
export type { Validation, ValidationStatus, MissingDigits } from './phone/judge/validation';
export type { OutputForms } from './phone/judge/output-forms';
export type { CountryCode } from './phone/plan/countries';
// Words for a verdict (a server's error message): English by default, another language's messages when given.
export { describeValidation, ENGLISH_VALIDATION_MESSAGES } from './phone/api/validation-messages';
export type { ValidationMessages } from './phone/api/validation-messages';
