import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Validation } from '../../phone/judge/validation';
import type { CountryCode } from '../../phone/plan/countries';
import type { PhoneChangeDetails } from './field-details';
import { usePhoneField, type UsePhoneFieldOptions } from './use-phone-field';

/** Words a team would bring: the status itself, so a test can read which reason the hook gave. */
const describe_ = {
  validation: (validation: Validation) => (validation.status === 'valid' ? undefined : validation.status),
  notice: (notice: { readonly kind: string }) => notice.kind,
};

type ViewProps = Partial<Omit<UsePhoneFieldOptions, 'describe'>>;

/**
 * A view of the hook's own, as a team drawing its look would write it: the hook's prop objects spread on plain
 * elements, a <select> for the country, no PhoneInput markup.
 */
function View(props: ViewProps) {
  const field = usePhoneField({ defaultCountry: 'GB', ...props, describe: describe_ });
  return (
    <>
      <label>
        Phone
        <input {...field.inputProps} />
      </label>
      <select
        aria-label="Country"
        value={field.pickerProps.value ?? ''}
        onChange={(event) => field.pickerProps.onChange(event.target.value as CountryCode)}
      >
        <option value="">—</option>
        {['GB', 'US', 'DE', 'FR', 'CA'].map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
      {field.extensionInputProps ? <input aria-label="Extension" {...field.extensionInputProps} /> : null}
      {field.hiddenInputProps ? <input {...field.hiddenInputProps} /> : null}
      <p {...field.errorProps} />
      <ul aria-label="Suggested">
        {field.suggestions.map((code) => (
          <li key={code}>
            <button type="button" onClick={() => field.chooseSuggested(code)}>
              {code}
            </button>
          </li>
        ))}
      </ul>
      <output aria-label="Value">{field.value}</output>
      <output aria-label="Status">{field.details.validation.status}</output>
    </>
  );
}

const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
const value = () => screen.getByRole('status', { name: 'Value' }).textContent;
const status = () => screen.getByRole('status', { name: 'Status' }).textContent;

describe('usePhoneField through its return values', () => {
  it('inputProps: formats as typed, value and onChange carry E.164 with what is known', async () => {
    const onChange = vi.fn<(value: string, details: PhoneChangeDetails) => void>();
    render(<View onChange={onChange} />);
    await userEvent.type(phone(), '07400123456');
    expect(phone().value).toBe('07400 123456');
    expect(value()).toBe('+447400123456');
    expect(status()).toBe('valid');
    const [last, details] = onChange.mock.calls.at(-1) ?? [];
    expect(last).toBe('+447400123456');
    expect(details?.country).toBe('GB');
    expect(details?.forms?.international).toBe('+44 7400 123456');
  });

  it('pickerProps: a pick keeps the national digits and reports the country as picked', async () => {
    const onCountryChange = vi.fn();
    render(<View onCountryChange={onCountryChange} />);
    await userEvent.type(phone(), '2015550123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    expect(value()).toBe('+12015550123');
    expect(onCountryChange).toHaveBeenLastCalledWith('US', 'picked');
  });

  it('pickerProps: "+" and a calling code switch the country, as decided by the digits', async () => {
    const onCountryChange = vi.fn();
    render(<View onCountryChange={onCountryChange} />);
    await userEvent.type(phone(), '+4915123456789');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('DE');
    expect(onCountryChange).toHaveBeenLastCalledWith('DE', 'digits');
  });

  it('errorProps: hidden while typing a first time, shown after blur and named by aria-describedby', async () => {
    render(<View />);
    await userEvent.type(phone(), '0740012');
    expect(phone().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('too-short', { selector: 'p' })).toBeNull();
    await userEvent.tab();
    const error = document.getElementById(phone().getAttribute('aria-describedby') ?? '');
    expect(error?.hidden).toBe(false);
    expect(error?.textContent).toBe('too-short');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('suggestions: national digits valid elsewhere are offered, and choosing one keeps them', async () => {
    render(<View defaultCountry="US" />);
    await userEvent.type(phone(), '02079460958');
    const suggested = screen.getByRole('list', { name: 'Suggested' });
    expect(suggested.textContent).toContain('GB');
    await userEvent.click(screen.getByRole('button', { name: 'GB' }));
    expect(value()).toBe('+442079460958');
    expect(document.activeElement).toBe(phone());
  });

  it('extensionInputProps: present once the number has an extension, and the value carries it', async () => {
    const onChange = vi.fn<(value: string, details: PhoneChangeDetails) => void>();
    render(<View onChange={onChange} />);
    await userEvent.type(phone(), '02079460958 ext 12');
    const extension = screen.getByRole<HTMLInputElement>('textbox', { name: 'Extension' });
    expect(extension.value).toBe('12');
    expect(onChange.mock.calls.at(-1)?.[1].extension).toBe('12');
  });

  it('hiddenInputProps: only with a name, carrying E.164; disabled with the field so a form leaves it out', () => {
    const { rerender, container } = render(<View defaultValue="+447400123456" />);
    expect(container.querySelector('input[type=hidden]')).toBeNull();
    rerender(<View defaultValue="+447400123456" name="phone" />);
    const hidden = container.querySelector<HTMLInputElement>('input[type=hidden]');
    expect(hidden?.value).toBe('+447400123456');
    expect(hidden?.disabled).toBe(false);
    rerender(<View defaultValue="+447400123456" name="phone" disabled />);
    expect(hidden?.disabled).toBe(true);
  });

  it('readOnly: typing changes neither the text nor the value', async () => {
    const onChange = vi.fn();
    render(<View defaultValue="+447400123456" readOnly onChange={onChange} />);
    // A read-only input takes no keys in a browser; the hook refuses the change event too (a script, a paste).
    fireEvent.change(phone(), { target: { value: '07400 1234567' } });
    expect(phone().value).toBe('07400 123456');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('countries: a number of another country is not accepted, and the country shown does not switch to it', async () => {
    render(<View countries={['GB']} />);
    await userEvent.type(phone(), '+12015550123');
    expect(status()).toBe('not-accepted');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).not.toBe('US');
  });

  it('excludeCountries: that country’s numbers are not accepted', async () => {
    render(<View excludeCountries={['US']} />);
    await userEvent.type(phone(), '+12015550123');
    expect(status()).toBe('not-accepted');
    await userEvent.clear(phone());
    await userEvent.type(phone(), '+14165550123');
    expect(status()).toBe('valid');
  });

  it('value: a controlled value is shown, and a value that is not E.164 gives no onChange', () => {
    const onChange = vi.fn();
    const { rerender } = render(<View value="+447400123456" onChange={onChange} />);
    expect(phone().value).toBe('07400 123456');
    rerender(<View value="07400 123457" onChange={onChange} />);
    expect(phone().value).toBe('07400 123457');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a form reset returns an uncontrolled field to its defaultValue', async () => {
    render(
      <form aria-label="Form">
        <View defaultValue="+447400123456" />
      </form>,
    );
    await userEvent.clear(phone());
    await userEvent.type(phone(), '02079460958');
    act(() => screen.getByRole<HTMLFormElement>('form', { name: 'Form' }).reset());
    await waitFor(() => expect(value()).toBe('+447400123456'));
    expect(phone().value).toBe('07400 123456');
  });

  it('a form reset keeps a controlled field at its parent’s value', async () => {
    function Controlled() {
      const [phoneValue, setPhoneValue] = useState('+447400123456');
      return (
        <form aria-label="Form">
          <View value={phoneValue} onChange={setPhoneValue} />
          <output aria-label="Parent">{phoneValue}</output>
        </form>
      );
    }
    render(<Controlled />);
    await userEvent.type(phone(), '9');
    const parent = screen.getByRole('status', { name: 'Parent' }).textContent ?? '';
    const text = phone().value;
    act(() => screen.getByRole<HTMLFormElement>('form', { name: 'Form' }).reset());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(value()).toBe(parent);
    expect(phone().value).toBe(text);
  });
});
