import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNavigationKey, nextActiveIndex, type NavigationKey } from './list-navigation';

describe('nextActiveIndex', () => {
  it('moves one step with the arrows and stops at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 3, 10, 7)).toBe(4);
    expect(nextActiveIndex('ArrowDown', 9, 10, 7)).toBe(9);
    expect(nextActiveIndex('ArrowUp', 3, 10, 7)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 10, 7)).toBe(0);
  });

  it('starts from the first or the last option when none is active', () => {
    expect(nextActiveIndex('ArrowDown', -1, 10, 7)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 10, 7)).toBe(9);
    expect(nextActiveIndex('PageDown', -1, 10, 7)).toBe(6);
    expect(nextActiveIndex('PageUp', -1, 10, 7)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextActiveIndex('Home', 5, 10, 7)).toBe(0);
    expect(nextActiveIndex('End', 5, 10, 7)).toBe(9);
  });

  it('moves a page with PageUp and PageDown', () => {
    expect(nextActiveIndex('PageDown', 2, 245, 7)).toBe(9);
    expect(nextActiveIndex('PageDown', 240, 245, 7)).toBe(244);
    expect(nextActiveIndex('PageUp', 9, 245, 7)).toBe(2);
    expect(nextActiveIndex('PageUp', 3, 245, 7)).toBe(0);
  });

  it('has nothing to activate in an empty list', () => {
    expect(nextActiveIndex('ArrowDown', -1, 0, 7)).toBe(-1);
    expect(nextActiveIndex('End', -1, 0, 7)).toBe(-1);
  });

  it('always lands on an option of a non-empty list', () => {
    const key = fc.constantFrom<NavigationKey>('ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp');
    fc.assert(
      fc.property(
        key,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -1, max: 299 }),
        fc.integer({ min: 0, max: 20 }),
        (k, count, current, page) => {
          const next = nextActiveIndex(k, Math.min(current, count - 1), count, page);
          return next >= 0 && next < count;
        },
      ),
    );
  });

  it('tells navigation keys from others', () => {
    expect(isNavigationKey('PageDown')).toBe(true);
    expect(isNavigationKey('Enter')).toBe(false);
  });
});
