// The page as plain ESM (no JSX, no build step), so Node renders it on the server exactly as the browser hydrates it.
import { createElement as h, forwardRef, useState } from 'react';
import { PhoneInput } from 'telfield';
import { ENGLISH_COUNTRY_PICKER_LABELS, useCountryPicker, usePhoneField } from 'telfield/headless';

/** A design system's text input: forwards its ref to the real <input>. */
const TextField = forwardRef(function TextField(props, ref) {
  return h('input', { ...props, ref, 'data-design-system': 'text-field' });
});

const WORDS = {
  validation: (validation) => (validation.status === 'valid' ? undefined : `not valid: ${validation.status}`),
  notice: () => '',
};

/** The headless hooks drawn with plain elements. */
function HeadlessField() {
  const field = usePhoneField({ defaultCountry: 'DE', describe: WORDS });
  const picker = useCountryPicker({
    value: field.pickerProps.value,
    onChange: field.pickerProps.onChange,
    locale: 'en',
    labels: ENGLISH_COUNTRY_PICKER_LABELS,
  });
  return h(
    'div',
    { className: 'headless' },
    h('button', picker.buttonProps, picker.selection ? `+${picker.selection.callingCode}` : 'none'),
    h('input', { ...field.inputProps, 'aria-label': 'Headless phone' }),
    h('output', { 'data-testid': 'headless-value' }, field.value),
  );
}

export function App() {
  const [value, setValue] = useState('+442079460958');
  return h(
    'form',
    { method: 'get', action: '/submitted' },
    h(PhoneInput, {
      name: 'phone',
      value,
      onChange: (next) => setValue(next),
      defaultCountry: 'GB',
      inputComponent: TextField,
      inputProps: { 'data-testid': 'main' },
    }),
    h('output', { 'data-testid': 'main-value' }, value),
    h(PhoneInput, {
      locale: 'ja',
      defaultCountry: 'JP',
      hideLabel: true,
      error: false,
      messages: { phoneNumber: '電話番号', selector: '国', search: '国を検索' },
    }),
    h(HeadlessField),
    h('button', { type: 'submit' }, 'Sign up'),
  );
}
