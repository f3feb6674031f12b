// Type-checked only (tsconfig.json, moduleResolution bundler): the component's props as a TypeScript app uses them.
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { PhoneInput, type PhoneChangeDetails, type PhoneInputMessages } from 'telfield';

const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>((props, ref) => (
  <input {...props} ref={ref} />
));

const japanese: Partial<PhoneInputMessages> = {
  phoneNumber: '電話番号',
  tooShort: (where) => `${where}の番号には短すぎます。`,
};

export function SignupForm() {
  const [phone, setPhone] = useState('');
  const [details, setDetails] = useState<PhoneChangeDetails | undefined>(undefined);
  return (
    <form>
      <PhoneInput
        value={phone}
        onChange={(value, next) => {
          setPhone(value);
          setDetails(next);
        }}
        defaultCountry="JP"
        locale="ja"
        messages={japanese}
        inputComponent={TextField}
        inputProps={{ autoFocus: true, 'aria-describedby': 'hint' }}
        hideLabel
        renderError={(message, validation) => (message ? `${validation.status}: ${message}` : null)}
      />
      <PhoneInput error={false} preferredCountries={['GB', 'US']} ref={(input) => input?.focus()} />
      <p id="hint">{details?.forms?.international}</p>
    </form>
  );
}
