import { describe, expect, it } from 'vitest';
import { countryIndex } from '../../phone/plan/country-index';
import { buildCountryList } from './country-list';

const codes = (list: { countries: readonly { code: string }[] }) => list.countries.map((e) => e.code);

describe('buildCountryList', () => {
  it('lists every country by localized name when nothing is preferred', () => {
    const list = buildCountryList(countryIndex('en'));
    expect(list.preferredCount).toBe(0);
    expect(list.countries).toHaveLength(245);
    expect(list.countries[0]?.name).toBe('Afghanistan');
    const de = buildCountryList(countryIndex('de'));
    expect(de.countries.map((e) => e.name).slice(0, 2)).toEqual(['Afghanistan', 'Ägypten']);
  });

  it('puts preferred countries first, in their order, then the divider, then the rest without them', () => {
    const list = buildCountryList(countryIndex('en'), { preferredCountries: ['US', 'DE', 'GB'] });
    expect(list.preferredCount).toBe(3);
    expect(codes(list).slice(0, 4)).toEqual(['US', 'DE', 'GB', 'AF']);
    expect(list.countries).toHaveLength(245);
    expect(codes(list).filter((c) => c === 'DE')).toHaveLength(1);
  });

  it('sorts the rest with the locale collator', () => {
    const list = buildCountryList(countryIndex('de'), { preferredCountries: ['CH'] });
    const rest = list.countries.slice(list.preferredCount).map((e) => e.name);
    expect([...rest].sort(new Intl.Collator('de').compare)).toEqual(rest);
  });

  it('keeps only the given countries, minus the excluded ones', () => {
    expect(codes(buildCountryList(countryIndex('en'), { countries: ['FR', 'DE', 'AT'] }))).toEqual([
      'AT',
      'FR',
      'DE',
    ]);
    const list = buildCountryList(countryIndex('en'), {
      countries: ['FR', 'DE', 'AT'],
      excludeCountries: ['FR'],
    });
    expect(codes(list)).toEqual(['AT', 'DE']);
    expect(buildCountryList(countryIndex('en'), { excludeCountries: ['RU', 'BY'] }).countries).toHaveLength(
      243,
    );
  });

  it('drops preferred countries that are unknown, repeated, excluded or not among the allowed', () => {
    const list = buildCountryList(countryIndex('en'), {
      countries: ['DE', 'AT', 'CH'],
      excludeCountries: ['CH'],
      preferredCountries: ['XX', 'CH', 'AT', 'FR', 'AT'],
    });
    expect(list.preferredCount).toBe(1);
    expect(codes(list)).toEqual(['AT', 'DE']);
  });
});
