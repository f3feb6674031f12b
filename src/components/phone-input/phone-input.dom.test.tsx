import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, Profiler, useState, type InputHTMLAttributes } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneInput, preloadPhoneInput } from './phone-input';

const phone = () => screen.getByRole('textbox', { name: /phone number/i });

describe('PhoneInput', () => {
  // The field with its engine; the first paint before it is tested in a browser (e2e/first-paint.spec.ts).
  beforeAll(() => preloadPhoneInput());

  it('is a tel input with autocomplete and inputmode, named "Phone number"', () => {
    render(<PhoneInput defaultCountry="US" />);
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAttribute('autocomplete', 'tel');
    expect(phone()).toHaveAttribute('inputmode', 'tel');
    expect(phone()).toHaveAttribute('dir', 'ltr');
  });

  it('formats as it is typed and reports E.164 through onChange', async () => {
    const onChange = vi.fn();
    render(<PhoneInput defaultCountry="US" onChange={onChange} />);
    await userEvent.type(phone(), '2015550123');
    expect(phone()).toHaveValue('(201) 555-0123');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('+12015550123', expect.anything()));
    const details = onChange.mock.lastCall?.[1];
    expect(details.country).toBe('US');
  });

  it('reads its locale once, not on every key (picking the shipped language parses the tag)', async () => {
    render(<PhoneInput defaultCountry="DE" locale="de-AT" />);
    // The engine draws once its German words are here (they load on their own, as in a page in German).
    await screen.findByRole('button', { name: /Land: Deutschland/ });
    const field = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await userEvent.click(field);
    const parse = vi.spyOn(Intl, 'Locale');
    try {
      await userEvent.keyboard('030123456');
      expect(field).toHaveValue('030 123456');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('starts from an uncontrolled defaultValue, shown as its country writes it', () => {
    render(<PhoneInput defaultValue="+442079460958" />);
    expect(phone()).toHaveValue('020 7946 0958');
    expect(screen.getByRole('button', { name: /country/i })).toHaveAccessibleName(/United Kingdom/);
  });

  it('follows a controlled value, and echoes what it emits without a loop', async () => {
    function Controlled() {
      const [value, setValue] = useState('+4930123456');
      return (
        <>
          <PhoneInput value={value} onChange={setValue} defaultCountry="DE" />
          <output data-testid="value">{value}</output>
          <button type="button" onClick={() => setValue('+12015550123')}>
            reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(phone()).toHaveValue('030 123456');
    await userEvent.type(phone(), '7');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('+49301234567'));
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(phone()).toHaveValue('(201) 555-0123');
    expect(screen.getByRole('button', { name: /country/i })).toHaveAccessibleName(/United States/);
  });

  it('puts the E.164 value in a hidden input for a native form submit', async () => {
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <PhoneInput name="phone" defaultCountry="US" />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.type(phone(), '2015550123');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('phone')).toBe('+12015550123');
  });

  it('shows the reason only after blur, referenced by aria-describedby', async () => {
    render(<PhoneInput defaultCountry="DE" />);
    await userEvent.type(phone(), '0301');
    expect(phone()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(phone().getAttribute('aria-describedby') ?? '');
    expect(error).toHaveTextContent(/Too short for Germany/);
  });

  it('draws nothing for a blur with nothing to show, yet counts as touched: a later error shows while typing', async () => {
    let commits = 0;
    render(
      <Profiler id="field" onRender={() => (commits += 1)}>
        <PhoneInput defaultCountry="US" />
      </Profiler>,
    );
    await userEvent.type(phone(), '2015550123');
    await waitFor(() => expect(phone()).toHaveValue('(201) 555-0123'));
    const before = commits;
    act(() => phone().blur());
    expect(commits).toBe(before);
    expect(phone()).not.toHaveAttribute('aria-invalid');
    // Back in the field, a digit too many is an error at once: the blur was remembered.
    await userEvent.type(phone(), '4');
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(phone().getAttribute('aria-describedby') ?? '');
    expect(error).toHaveTextContent(/United States/);
  });

  it('defaults the placeholder to the country’s example number', () => {
    render(<PhoneInput defaultCountry="US" />);
    expect(phone().getAttribute('placeholder')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  it('has a placeholder only while empty: Chromium restyles a placeholder on every value written', async () => {
    render(<PhoneInput defaultCountry="US" placeholder="Your number" />);
    await userEvent.type(phone(), '201');
    expect(phone()).toHaveValue('(201)');
    expect(phone()).not.toHaveAttribute('placeholder');
    await userEvent.clear(phone());
    expect(phone()).toHaveAttribute('placeholder', 'Your number');
  });

  it('passes disabled, readOnly and required to the field', () => {
    const { rerender } = render(<PhoneInput defaultCountry="US" disabled />);
    expect(phone()).toBeDisabled();
    rerender(<PhoneInput defaultCountry="US" readOnly required />);
    expect(phone()).toHaveAttribute('readonly');
    expect(phone()).toBeRequired();
  });

  it('forwards ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PhoneInput defaultCountry="US" ref={ref} />);
    expect(ref.current).toBe(phone());
  });

  it('speaks German when asked: the country by its code at first, by its name once the page is idle', async () => {
    render(<PhoneInput defaultCountry="DE" locale="de" />);
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Land: DE +49' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Land: Deutschland +49' })).toBeInTheDocument();
  });

  it('reports a country change made by the digits', async () => {
    const onCountryChange = vi.fn();
    render(<PhoneInput defaultCountry="US" onCountryChange={onCountryChange} />);
    await userEvent.type(phone(), '+33612345678');
    expect(phone()).toHaveValue('+33 6 12 34 56 78');
    expect(onCountryChange).toHaveBeenLastCalledWith('FR', 'digits');
    expect(screen.getByText('Country changed to France')).toBeInTheDocument();
  });

  it('picking a country from the list keeps the national digits', async () => {
    render(<PhoneInput defaultCountry="US" />);
    await userEvent.type(phone(), '2015550123');
    await userEvent.click(screen.getByRole('button', { name: /country/i }));
    await userEvent.type(screen.getByRole('combobox', { name: /search/i }), 'canada');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /country/i })).toHaveAccessibleName(/Canada/);
    expect(phone()).toHaveValue('(201) 555-0123');
  });
});

describe('PhoneInput under react-hook-form', () => {
  it('works as a Controller field and submits E.164', async () => {
    const { Controller, useForm } = await import('react-hook-form');
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="phone"
            control={control}
            render={({ field }) => (
              <PhoneInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                defaultCountry="GB"
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(phone(), '02079460958');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.lastCall?.[0]).toEqual({ phone: '+442079460958' });
  });
});

describe('a value that is not E.164', () => {
  it('is read as typed in the given country, and a development build says value should be E.164', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<PhoneInput value="2015550123" onChange={() => undefined} defaultCountry="US" />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(201) 555-0123');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('value should be E.164'));
    warn.mockRestore();
  });

  it('an E.164 value gives no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<PhoneInput value="+12015550123" onChange={() => undefined} defaultCountry="US" />);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  describe('for a team embedding it', () => {
    const DesignInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>((props, ref) => (
      <input {...props} ref={ref} data-design="yes" />
    ));

    it('draws the number in an inputComponent, which gets the ref and formats as typed', async () => {
      const ref = createRef<HTMLInputElement>();
      render(<PhoneInput defaultCountry="US" inputComponent={DesignInput} ref={ref} />);
      expect(phone()).toHaveAttribute('data-design', 'yes');
      expect(ref.current).toBe(phone());
      await userEvent.type(phone(), '2015550123');
      expect(phone()).toHaveValue('(201) 555-0123');
    });

    it('adds inputProps without losing its own: classes, handlers and describedby are joined', async () => {
      const onFocus = vi.fn();
      render(
        <>
          <p id="hint">Hint</p>
          <PhoneInput
            defaultCountry="US"
            inputProps={{ className: 'mine', onFocus, 'aria-describedby': 'hint', autoFocus: false }}
          />
        </>,
      );
      expect(phone()).toHaveClass('tf-phone-input__input', 'mine');
      await userEvent.type(phone(), '12');
      expect(onFocus).toHaveBeenCalled();
      await userEvent.tab();
      expect(phone().getAttribute('aria-describedby')?.split(' ')).toEqual([expect.any(String), 'hint']);
      expect(phone()).toHaveAccessibleDescription(/Too short for United States.*Hint/);
    });

    it('hideLabel keeps the accessible name; error={false} shows no error but still marks the field invalid', async () => {
      render(<PhoneInput defaultCountry="US" hideLabel error={false} />);
      expect(screen.getByText('Phone number')).toHaveClass('tf-visually-hidden');
      await userEvent.type(phone(), '12');
      await userEvent.tab();
      expect(phone()).toHaveAttribute('aria-invalid', 'true');
      expect(phone()).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText(/Too short/)).toBeNull();
    });

    it('renderError draws the error from the sentence and the validation', async () => {
      render(
        <PhoneInput
          defaultCountry="US"
          renderError={(message, validation) =>
            message && <strong>{`${validation.status}: ${message}`}</strong>
          }
        />,
      );
      await userEvent.type(phone(), '12');
      await userEvent.tab();
      expect(screen.getByText(/^too-short: Too short for United States/)).toBeInstanceOf(HTMLElement);
      expect(phone()).toHaveAccessibleDescription(/^too-short: Too short/);
    });

    it('messages replace any UI string, over the locale’s own', async () => {
      // Japanese is a UI language: its words load before the engine draws in it.
      await preloadPhoneInput('ja');
      render(
        <PhoneInput
          defaultCountry="JP"
          locale="ja"
          messages={{
            phoneNumber: '電話番号',
            selector: '国',
            tooShort: (where) => `${where}の番号には短すぎます。`,
          }}
        />,
      );
      const field = screen.getByRole('textbox', { name: '電話番号' });
      expect(screen.getByRole('button', { name: /^国/ })).toBeInstanceOf(HTMLButtonElement);
      await userEvent.type(field, '3');
      await userEvent.tab();
      expect(field).toHaveAccessibleDescription(/の番号には短すぎます。$/);
    });
  });
});
