import { useEffect, useMemo } from 'react';
import type { PhoneChangeDetails } from '../../react/phone-field/phone-field-api';
import { fromRegisterSpread, warnRegisterSpread } from '../../react/phone-field/register-props';
import type { PhoneInputProps } from './phone-input-props';

/**
 * react-hook-form's register() spread on PhoneInput: its handlers get the events they read (the E.164 value as the
 * target's value), so typing keeps working, and a development build says to use fromRegister() or <Controller>.
 */
export function useRegisterSpread<P extends PhoneInputProps>(props: P): P {
  const spread = fromRegisterSpread(props);
  useEffect(() => {
    if (spread) warnRegisterSpread();
  }, [spread]);
  const { onChange, onBlur, name } = props;
  return useMemo(() => {
    if (!spread || !onChange || !onBlur) return props;
    const event = (value: string, type: string) => ({ target: { name, value }, type });
    let last = '';
    const asEvent = onChange as unknown as (event: unknown) => unknown;
    const blurEvent = onBlur as unknown as (event: unknown) => unknown;
    return {
      ...props,
      onChange: (value: string, _details: PhoneChangeDetails) => {
        last = value;
        void asEvent(event(value, 'change'));
      },
      onBlur: () => void blurEvent(event(last, 'blur')),
    };
  }, [props, spread, onChange, onBlur, name]);
}
