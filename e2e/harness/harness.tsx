// Test-only pages: the component as adopting teams embed it (controlled by useState, by react-hook-form's
// Controller, uncontrolled in a native form). Built by e2e/harness/vite.config.ts for the e2e suite; never shipped.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Controller, useForm } from 'react-hook-form';
import { PhoneInput } from '../../src/index';
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
          : Uncontrolled;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
