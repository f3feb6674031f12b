import type { CountryCode } from 'libphonenumber-js/core';
import { useId } from 'react';
import { usePhoneField } from '../react/use-phone-field';

export interface PhoneInputProps {
  readonly country?: CountryCode;
  readonly label?: string;
}

export function PhoneInput({ country = 'US', label = 'Phone number' }: PhoneInputProps) {
  const id = useId();
  const { inputProps } = usePhoneField({ country });
  return (
    <div className="tf-phone-input">
      <label className="tf-phone-input__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="tf-phone-input__input" {...inputProps} />
    </div>
  );
}
