import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryPicker, ENGLISH_COUNTRY_PICKER_LABELS } from './country-picker';

// Runs in Node without a DOM: rendering must not touch window or document.
describe('CountryPicker on the server', () => {
  it('renders the closed selector with its flag and an empty live region, with no options', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      createElement(CountryPicker, {
        value: 'DE',
        onChange: () => {},
        locale: 'de',
        labels: { ...ENGLISH_COUNTRY_PICKER_LABELS, selector: 'Land' },
        preferredCountries: ['AT'],
      }),
    );
    expect(html).toContain('aria-label="Land: Deutschland +49"');
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('role="option"');
    expect(html).toMatch(/<img[^>]*src="[^"]*DE\.svg/);
    expect(html).toMatch(/<img[^>]*alt=""/);
  });
});
