import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxScrollTop,
  pageSize,
  scrollTopToCenter,
  scrollTopToReveal,
  visibleRange,
  windowIndexes,
} from './virtual-window';

const list = { count: 245, rowHeight: 36, viewportHeight: 288 };

describe('visibleRange', () => {
  it('covers the rows in view plus the overscan', () => {
    expect(visibleRange({ ...list, scrollTop: 0 }, 4)).toEqual({ start: 0, end: 12 });
    expect(visibleRange({ ...list, scrollTop: 360 }, 4)).toEqual({ start: 6, end: 22 });
    expect(visibleRange({ ...list, scrollTop: 370 }, 4)).toEqual({ start: 6, end: 23 });
    expect(visibleRange({ ...list, scrollTop: maxScrollTop(245, 36, 288) }, 4)).toEqual({
      start: 233,
      end: 245,
    });
  });

  it('is empty for an empty list and never leaves the list', () => {
    expect(visibleRange({ ...list, count: 0, scrollTop: 0 }, 4)).toEqual({ start: 0, end: 0 });
    expect(visibleRange({ ...list, count: 3, scrollTop: 0 }, 4)).toEqual({ start: 0, end: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: -50, max: 20000 }),
        fc.integer({ min: 0, max: 600 }),
        (count, scrollTop, viewportHeight) => {
          const { start, end } = visibleRange({ count, rowHeight: 36, viewportHeight, scrollTop }, 4);
          return (
            start >= 0 && start < end && end <= count && end - start <= Math.ceil(viewportHeight / 36) + 9
          );
        },
      ),
    );
  });
});

describe('windowIndexes', () => {
  it('adds the active row when it is outside the window', () => {
    expect(windowIndexes({ start: 5, end: 8 }, 6)).toEqual([5, 6, 7]);
    expect(windowIndexes({ start: 5, end: 8 }, 1)).toEqual([1, 5, 6, 7]);
    expect(windowIndexes({ start: 5, end: 8 }, 20)).toEqual([5, 6, 7, 20]);
    expect(windowIndexes({ start: 5, end: 8 }, -1)).toEqual([5, 6, 7]);
  });
});

describe('scrolling', () => {
  it('scrolls as little as needed to reveal a row', () => {
    expect(scrollTopToReveal(3, { ...list, scrollTop: 0 })).toBe(0);
    expect(scrollTopToReveal(8, { ...list, scrollTop: 0 })).toBe(36);
    expect(scrollTopToReveal(2, { ...list, scrollTop: 200 })).toBe(72);
    expect(scrollTopToReveal(244, { ...list, scrollTop: 0 })).toBe(245 * 36 - 288);
  });

  it('always leaves the revealed row fully in view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 244 }), fc.integer({ min: 0, max: 9000 }), (index, scrollTop) => {
        const top = scrollTopToReveal(index, { ...list, scrollTop });
        return (
          top <= index * 36 && index * 36 + 36 <= top + 288 && top >= 0 && top <= maxScrollTop(245, 36, 288)
        );
      }),
    );
  });

  it('centres a row when the list opens, within the scroll range', () => {
    expect(scrollTopToCenter(100, 245, 36, 288)).toBe(100 * 36 - 126);
    expect(scrollTopToCenter(1, 245, 36, 288)).toBe(0);
    expect(scrollTopToCenter(244, 245, 36, 288)).toBe(maxScrollTop(245, 36, 288));
    expect(scrollTopToCenter(-1, 245, 36, 288)).toBe(0);
  });

  it('pages by a viewport less one row', () => {
    expect(pageSize(36, 288)).toBe(7);
    expect(pageSize(36, 20)).toBe(1);
  });
});
