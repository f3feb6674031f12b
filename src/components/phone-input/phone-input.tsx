/**
 * PhoneInput paints at once and light (first-paint.tsx), and draws its engine (phone-input-engine.tsx) once that and
 * the UI language's words are in the browser: requested when the page is idle after the first paint, and at the latest
 * on the first focus, key or press. preloadPhoneInput() asks for them sooner (a route that will show the field).
 * Server rendering draws the first paint, from the props alone; the browser hydrates it and then swaps in the engine.
 */
import { forwardRef, useEffect, useId, useState } from 'react';
import { createHandover } from '../../react/phone-field/pending-input';
import { loadEngine, preloadPhoneInput, useLoadedEngine } from './engine-loader';
import { FirstPaint } from './first-paint';
import type { PhoneInputProps } from './phone-input-props';
import '../theme/tokens.css';
import '../country-picker/country-picker.css';
import '../ui/visually-hidden.css';
import './phone-input.css';

export { preloadPhoneInput };
export type { CountryChangeReason, PhoneChangeDetails } from '../../react/phone-field/phone-field-api';
export type { PhoneInputComponentProps } from './number-input';
export type { DataAttributes, PhoneInputMessages, PhoneInputProps } from './phone-input-props';

/**
 * For a screen that is there for the field (the app's Check screen): asks for the engine as soon as the screen is
 * shown rather than when the page is idle, so the time a person can type into the plain first paint is the chunk's
 * fetch. A page where the field is one part among others leaves it to the idle callback.
 */
export function usePhoneInputEngineNow(locale: string = 'en'): void {
  useEffect(() => loadEngine(locale), [locale]);
}

/** A phone number field with a country selector; every rule comes from libphonenumber-js. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(props, ref) {
  // Any tag: the engine picks the language it ships that the tag asks for (engine-loader.ts).
  const locale = props.locale ?? 'en';
  const loaded = useLoadedEngine(locale);
  const [handover] = useState(createHandover);
  // One id for the number's input across the swap: a label, an aria-describedby or a test that holds it still finds
  // the field once the engine has taken the first paint's place.
  const generatedId = useId();
  const withId = { ...props, id: props.id ?? `${generatedId}-input` };
  if (loaded) return <loaded.PhoneInputEngine {...withId} ref={ref} handover={handover} />;
  return <FirstPaint props={withId} locale={locale} forwardedRef={ref} handover={handover} />;
});
