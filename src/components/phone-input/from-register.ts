/**
 * react-hook-form's register() for PhoneInput. register('phone') hands an <input> its name, an onChange and onBlur that
 * read event.target.value, and a ref it reads and writes `.value` through; PhoneInput's onChange gives the E.164 value
 * itself, and its <input> shows the number formatted. This maps one to the other:
 *   <PhoneInput {...fromRegister(register('phone'))} defaultCountry="GB" />
 * The form holds the E.164 value; setValue() and reset() show their value in the field, and national text given
 * ('07400 123456') is handed back as the E.164 the field reads it as (use-element-value.ts), so the form submits that. <Controller> works as well; spreading register('phone') on PhoneInput itself does not: it fails to
 * compile with an error that names this function (PhoneInputProps.pattern), and a development build says so too.
 */
import type { Ref } from 'react';
import { SET_VALUE_EVENT } from '../../react/phone-field/set-value-event';
import type { PhoneInputProps } from './phone-input-props';

/** What react-hook-form's register() returns (its UseFormRegisterReturn), as far as PhoneInput needs it. */
export interface Registration {
  readonly name: string;
  readonly onChange: (event: { target: unknown; type?: string }) => unknown;
  readonly onBlur: (event: { target: unknown; type?: string }) => unknown;
  readonly ref: (instance: unknown) => void;
  readonly disabled?: boolean | undefined;
  readonly required?: boolean | undefined;
}

/** The value the form submits: the hidden input PhoneInput draws for its name. */
function submitted(input: HTMLInputElement, name: string): string {
  const hidden = input.closest('.tf-phone-input')?.querySelector<HTMLInputElement>(`input[type="hidden"]`);
  return hidden?.name === name ? hidden.value : '';
}

/** What react-hook-form keeps as the field: reads and writes the E.164 value, focuses the number's <input>. */
function fieldFor(input: HTMLInputElement, name: string) {
  return {
    name,
    get value() {
      return submitted(input, name);
    },
    set value(value: string) {
      input.dispatchEvent(new CustomEvent(SET_VALUE_EVENT, { detail: value ?? '' }));
    },
    focus: () => input.focus(),
    setCustomValidity: (message: string) => input.setCustomValidity(message),
    reportValidity: () => input.reportValidity(),
  };
}

/**
 * One field object per element. register() hands out a new ref on every render, and React calls each new one; a
 * field react-hook-form already holds is left alone, but a new object is a new field to it, and it writes its stored
 * value (E.164) into it, over the person's text. The ref itself must stay new per render: react-hook-form's reset()
 * drops its fields and finds them again through the next render's ref, which is how the reset value reaches the field.
 */
const fields = new WeakMap<HTMLInputElement, ReturnType<typeof fieldFor>>();

function keptField(element: HTMLInputElement, name: string): ReturnType<typeof fieldFor> {
  const found = fields.get(element);
  if (found?.name === name) return found;
  const field = fieldFor(element, name);
  fields.set(element, field);
  return field;
}

export function fromRegister(registration: Registration): Pick<
  PhoneInputProps,
  'name' | 'onChange' | 'onBlur' | 'disabled' | 'required'
> & {
  readonly ref: Ref<HTMLInputElement>;
} {
  const { name } = registration;
  let input: HTMLInputElement | null = null;
  return {
    name,
    disabled: registration.disabled,
    required: registration.required,
    onChange: (value) => void registration.onChange({ target: { name, value }, type: 'change' }),
    onBlur: () =>
      void registration.onBlur({
        target: { name, value: input ? submitted(input, name) : '' },
        type: 'blur',
      }),
    ref: (element: HTMLInputElement | null) => {
      input = element;
      registration.ref(element ? keptField(element, name) : null);
    },
  };
}
