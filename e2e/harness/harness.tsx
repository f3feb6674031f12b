// Test-only pages: the component as adopting teams embed it (controlled by useState, by react-hook-form's
// Controller, uncontrolled in a native form). Built by e2e/harness/vite.config.ts for the e2e suite; never shipped.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker, ENGLISH_COUNTRY_PICKER_LABELS, PhoneInput } from '../../src/index';
import type { CountryCode } from '../../src/phone/plan/countries';
import { Differential } from './differential';

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
              : Uncontrolled;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
