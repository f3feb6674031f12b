// The reference the playground shows under the live component (docs/package.md is the long form).

export interface PropRow {
  readonly name: string;
  readonly type: string;
  readonly what: string;
}

export const PROP_ROWS: readonly PropRow[] = [
  {
    name: 'value',
    type: 'string',
    what: 'Controlled value, E.164 (partial while incomplete, "" when empty).',
  },
  { name: 'defaultValue', type: 'string', what: 'Uncontrolled start value, E.164.' },
  {
    name: 'onChange',
    type: '(value: string, details: PhoneChangeDetails) => void',
    what: 'Every change, with country, validation, forms and extension.',
  },
  {
    name: 'onDetailsChange',
    type: '(details: PhoneChangeDetails) => void',
    what: 'Also when only what is known changes (the type, once the full rules load).',
  },
  { name: 'country / defaultCountry', type: 'CountryCode', what: 'The country, controlled or at first.' },
  {
    name: 'onCountryChange',
    type: "(country, reason: 'picked' | 'digits') => void",
    what: 'The country shown changed, and why.',
  },
  {
    name: 'preferredCountries',
    type: 'CountryCode[]',
    what: 'First in the list, above a divider (default: the browser languages’ countries, then the selected one).',
  },
  { name: 'countries / excludeCountries', type: 'CountryCode[]', what: 'Only these / all but these.' },
  {
    name: 'locale',
    type: 'string',
    what: 'Words, country names and search: en, de, fr, es, ar shipped; names in any language.',
  },
  {
    name: 'messages',
    type: 'Partial<PhoneInputMessages>',
    what: 'Your words for any string, over the locale’s.',
  },
  {
    name: 'label / hideLabel',
    type: 'string / boolean',
    what: 'The label, or kept for screen readers only.',
  },
  { name: 'placeholder', type: 'string', what: 'Defaults to the country’s example number.' },
  { name: 'error', type: 'boolean', what: 'false: no error under the field; aria-invalid is still set.' },
  { name: 'renderError', type: '(message, validation) => ReactNode', what: 'Draw the error yourself.' },
  {
    name: 'inputComponent',
    type: 'ComponentType<PhoneInputComponentProps>',
    what: 'Your input; it forwards its ref to the real <input>.',
  },
  {
    name: 'inputProps',
    type: 'InputHTMLAttributes (minus what the field owns)',
    what: 'More props for the input; handlers and describedby are joined.',
  },
  {
    name: 'name',
    type: 'string',
    what: 'A hidden input of this name carries the E.164 in a native form submit.',
  },
  { name: 'disabled / readOnly / required', type: 'boolean', what: 'As on an input.' },
  { name: 'ref', type: 'Ref<HTMLInputElement>', what: 'The number’s <input>.' },
];

export const CSS_VARIABLES: readonly PropRow[] = [
  { name: '--tf-phone-input-height', type: 'length', what: 'The field’s and the country button’s height.' },
  {
    name: '--tf-text, --tf-surface',
    type: 'colour',
    what: 'Text and background of the input, button and list.',
  },
  { name: '--tf-input-background', type: 'colour', what: 'The input’s background alone.' },
  {
    name: '--tf-border, --tf-radius',
    type: 'colour, length',
    what: 'Borders and corners of the input, button and list.',
  },
  {
    name: '--tf-accent, --tf-active, --tf-divider, --tf-danger, --tf-muted',
    type: 'colour',
    what: 'Focus ring, active row, divider, error, secondary text.',
  },
  {
    name: '--tf-country-picker-surface, -border, -radius, -text, -muted, -accent, -active, -divider, -height',
    type: 'colour, length',
    what: 'The picker alone, over the shared tokens.',
  },
];

export const HEADLESS_EXAMPLE = `import { ENGLISH_COUNTRY_PICKER_LABELS, useCountryPicker, usePhoneField } from 'telfield/headless';

function MyPhoneField() {
  const field = usePhoneField({
    defaultCountry: 'FR',
    describe: { validation: (v) => (v.status === 'valid' ? undefined : v.status), notice: () => '' },
  });
  const picker = useCountryPicker({ ...field.pickerProps, locale: 'fr', labels: ENGLISH_COUNTRY_PICKER_LABELS });
  return (
    <div {...picker.rootProps}>
      <button {...picker.buttonProps}>{picker.selection?.name}</button>
      <input {...field.inputProps} aria-label="Phone" />
      <p {...field.errorProps} />
    </div>
  );
}`;

export const SERVER_EXAMPLE = `import { parsePhone, isValidPhone } from 'telfield/phone';
import { z } from 'zod';

// Express: the same judgement as the field, with the full metadata.
app.post('/signup', (request, response) => {
  const phone = parsePhone(String(request.body.phone ?? ''), { defaultCountry: 'GB' });
  if (!phone.valid) return response.status(422).json({ reason: phone.validation.status });
  save({ phone: phone.e164, extension: phone.extension });
});

// zod, with no zod in telfield:
const Signup = z.object({ phone: z.string().refine((value) => isValidPhone(value)) });`;
