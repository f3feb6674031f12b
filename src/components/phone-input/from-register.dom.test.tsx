import { act, render, screen, waitFor } from '@testing-library/react';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromRegister, type Registration } from './from-register';
import { PhoneInput, preloadPhoneInput } from './phone-input';

/**
 * A field registered as react-hook-form's register() does it (its ref keeps the field object it is handed), with
 * each value written into it as react-hook-form's setValue does (`field.value = …`), one act each.
 */
async function writtenInto(values: readonly string[]): Promise<Registration> {
  let field: { value: string } | undefined;
  const registered: Registration = {
    name: 'phone',
    onChange: vi.fn(),
    onBlur: vi.fn(),
    ref: (instance) => {
      if (instance) field = instance as { value: string };
    },
  };
  render(<PhoneInput {...fromRegister(registered)} defaultCountry="GB" />);
  await screen.findByRole('button', { name: /Country: United Kingdom/ });
  for (const value of values)
    act(() => {
      if (field) field.value = value;
    });
  return registered;
}

const handedBack = (value: string | undefined) => ({ target: { name: 'phone', value }, type: 'change' });

describe('fromRegister', () => {
  beforeAll(() => preloadPhoneInput());

  it("setValue with national text: shown as given, and the form is handed the field's E.164 for it", async () => {
    const registered = await writtenInto(['07400 123456']);
    expect(screen.getByRole('textbox')).toHaveValue('07400 123456');
    const e164 = parsePhoneNumberFromString('07400 123456', 'GB')?.number;
    await waitFor(() => expect(registered.onChange).toHaveBeenLastCalledWith(handedBack(e164)));
  });

  it('national text written over the same number, given as E.164 before: the form is handed the E.164 again', async () => {
    const registered = await writtenInto(['+447400123456', '07400 123456']);
    await waitFor(() => expect(registered.onChange).toHaveBeenLastCalledWith(handedBack('+447400123456')));
  });

  it('setValue with E.164, then empty: shown, and nothing handed back (the form holds it already)', async () => {
    const registered = await writtenInto(['+447400123456', '']);
    expect(screen.getByRole('textbox')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(registered.onChange).not.toHaveBeenCalled();
  });
});
