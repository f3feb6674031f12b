import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { applyDelta } from './metadata-delta';
import { loadMaxMetadata, MIN_METADATA } from './metadata';

describe('the full metadata, sent as a difference from the small one', () => {
  it('is rebuilt exactly (else: node scripts/build-metadata-delta.mjs after updating libphonenumber-js)', async () => {
    expect(await loadMaxMetadata()).toEqual(maxMetadata);
  });

  it('replaces each plan from its first differing item, adds new plans and fields, and leaves the rest', () => {
    const base = {
      version: 4,
      countries: { AC: ['247', '00', 'p', [5]], AD: ['376', '00'] },
      nonGeographic: { 800: ['800'] },
    };
    const next = applyDelta(base, {
      plans: { countries: { AC: [2, 'q', [5, 6], 0, [['6\\d{4}']]], ZZ: [0, '999'] }, nonGeographic: {} },
      fields: { version: 5 },
    });
    expect(next).toEqual({
      version: 5,
      countries: { AC: ['247', '00', 'q', [5, 6], 0, [['6\\d{4}']]], AD: ['376', '00'], ZZ: ['999'] },
      nonGeographic: { 800: ['800'] },
    });
    // The small metadata is not changed: the page keeps using it until the full one is there.
    expect(base.countries.AC).toEqual(['247', '00', 'p', [5]]);
  });

  it('sends only what differs: no plan the small metadata already has as the full one does', async () => {
    const { default: delta } = await import('./max-metadata-delta.js');
    const min = MIN_METADATA as unknown as Record<string, Record<string, unknown[]>>;
    const max = maxMetadata as unknown as Record<string, Record<string, unknown[]>>;
    for (const [part, tails] of Object.entries(delta.plans))
      for (const [plan, [first, ...items]] of Object.entries(tails)) {
        expect(JSON.stringify(items), `${part}.${plan}`).not.toBe(
          JSON.stringify(min[part]?.[plan]?.slice(first)),
        );
        expect(JSON.stringify(min[part]?.[plan]?.[first]), `${part}.${plan}[${first}]`).not.toBe(
          JSON.stringify(max[part]?.[plan]?.[first]),
        );
      }
  });
});
