import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PhoneInput, preloadPhoneInput } from './phone-input';

const field = () =>
  renderToString(
    createElement(PhoneInput, { defaultCountry: 'US', defaultValue: '+12015550123', name: 'phone' }),
  );

// Runs in Node without a DOM: server rendering must not touch window, document or storage.
it('renders the first paint on the server: the value as given, the country from the props, no engine needed', () => {
  expect(typeof window).toBe('undefined');
  const html = field();
  expect(html).toContain('type="tel"');
  expect(html).toContain('value="+12015550123"');
  expect(html).toContain('name="phone"');
  expect(html).toMatch(/aria-label="Country: US \+1"/);
  expect(html).toContain('>Phone number</label>');
});

it('renders the same first paint after another request preloaded the engine: HTML is a function of the props', async () => {
  const before = field();
  await preloadPhoneInput();
  await preloadPhoneInput('de');
  expect(field()).toBe(before);
  expect(field()).toContain('value="+12015550123"');
  expect(field()).toMatch(/aria-label="Country: US \+1"/);
});
