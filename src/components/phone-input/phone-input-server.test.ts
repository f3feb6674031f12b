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

it('with the engine preloaded, renders the value formatted for its country', async () => {
  await preloadPhoneInput();
  const html = field();
  expect(html).toContain('value="(201) 555-0123"');
  expect(html).toContain('name="phone"');
  expect(html).toContain('value="+12015550123"');
  expect(html).toMatch(/aria-label="Country: United States \+1"/);
});
