import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

// Runs in Node without a DOM: server rendering must not touch window, document or storage.
it('renders on the server with the value formatted for its country', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    createElement(PhoneInput, { defaultCountry: 'US', defaultValue: '+12015550123', name: 'phone' }),
  );
  expect(html).toContain('type="tel"');
  expect(html).toContain('value="(201) 555-0123"');
  expect(html).toContain('name="phone"');
  expect(html).toContain('value="+12015550123"');
  expect(html).toMatch(/aria-label="Country: United States \+1"/);
});
