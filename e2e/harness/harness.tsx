// Test-only pages: the component as adopting teams embed it (controlled by useState, by react-hook-form's
// Controller, uncontrolled in a native form). Built by e2e/harness/vite.config.ts for the e2e suite; never shipped.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker, ENGLISH_COUNTRY_PICKER_LABELS, fromRegister, PhoneInput } from '../../src/index';
import type { CountryCode } from '../../src/phone/plan/countries';
import { Differential } from './differential';
import { TeamStyles } from './team-styles';

function StateControlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput value={value} onChange={setValue} defaultCountry="US" />
      <output data-testid="value">{value}</output>
    </>
  );
}

function HookFormControlled() {
  const { control, watch } = useForm({ defaultValues: { phone: '' } });
  return (
    <form>
      <Controller
        name="phone"
        control={control}
        render={({ field }) => (
          <PhoneInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            defaultCountry="US"
          />
        )}
      />
      <output data-testid="value">{watch('phone')}</output>
    </form>
  );
}

/**
 * react-hook-form as teams adopt it: register() through fromRegister (with or without watch(), which draws the form on
 * every key) or a Controller, a required field, a submit and a reset of the form's own.
 */
function HookFormAdopted({ path, watching }: { path: 'register' | 'controller'; watching: boolean }) {
  const { control, register, handleSubmit, reset, watch } = useForm({ defaultValues: { phone: '' } });
  const [submitted, setSubmitted] = useState('');
  return (
    <form noValidate onSubmit={handleSubmit((values) => setSubmitted(values.phone))}>
      {path === 'register' ? (
        <PhoneInput {...fromRegister(register('phone'))} defaultCountry="GB" required />
      ) : (
        <Controller
          name="phone"
          control={control}
          render={({ field }) => (
            <PhoneInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              defaultCountry="GB"
              required
            />
          )}
        />
      )}
      <button type="submit">Submit</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      {watching && <output data-testid="value">{watch('phone')}</output>}
      <output data-testid="submitted">{submitted}</output>
    </form>
  );
}

/** A required field in a native form with a reset button. */
function NativeReset() {
  return (
    <form noValidate>
      <PhoneInput defaultCountry="GB" name="phone" required />
      <button type="reset">Reset</button>
    </form>
  );
}

function Uncontrolled() {
  return <PhoneInput defaultCountry="US" name="phone" />;
}

/** A button right under the field: the error line a blur draws must not move it from under a press. */
function ButtonBelow() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <PhoneInput defaultCountry="GB" />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Below
      </button>
      <output data-testid="clicks">{clicks}</output>
    </>
  );
}

/** The package's CountryPicker on its own (a shipping form's country), its value shown beside it. */
function PickerAlone() {
  const [country, setCountry] = useState<CountryCode | undefined>('GB');
  return (
    <>
      <CountryPicker
        value={country}
        onChange={setCountry}
        locale="en"
        labels={ENGLISH_COUNTRY_PICKER_LABELS}
      />
      <output data-testid="country">{country}</output>
    </>
  );
}

/** A country far down the list and no countries pinned above it: opening the list must centre it. */
function NothingPinned() {
  return <PhoneInput defaultCountry="JP" preferredCountries={[]} />;
}

const mode = new URLSearchParams(location.search).get('mode');
const Page =
  mode === 'state'
    ? StateControlled
    : mode === 'rhf'
      ? HookFormControlled
      : mode === 'differential'
        ? Differential
        : mode === 'nothing-pinned'
          ? NothingPinned
          : mode === 'button-below'
            ? ButtonBelow
            : mode === 'picker-alone'
              ? PickerAlone
              : mode === 'rhf-register'
                ? () => <HookFormAdopted path="register" watching={false} />
                : mode === 'rhf-register-watch'
                  ? () => <HookFormAdopted path="register" watching />
                  : mode === 'rhf-controller-reset'
                    ? () => <HookFormAdopted path="controller" watching={false} />
                    : mode === 'native-reset'
                      ? NativeReset
                      : mode === 'team-styles'
                        ? TeamStyles
                        : Uncontrolled;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
