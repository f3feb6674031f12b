import { describe, expect, it } from 'vitest';
import { columnChoices, OFFERED_COLUMNS, SHOWN_COLUMNS } from './column-choices';

const range = (n: number) => Array.from({ length: n }, (_, c) => c);

describe('columnChoices', () => {
  it('offers and draws every column of an ordinary file', () => {
    const preview = [
      ['name', 'phone', 'country'],
      ['Ann', '+44 20 7946 0958', 'GB'],
    ];
    expect(columnChoices(preview, 3, [1, undefined])).toEqual({
      offered: [0, 1, 2],
      shown: [0, 1, 2],
      notShown: 0,
    });
  });

  it('a wide row further down adds no choice and no drawn column: only the columns the first rows fill', () => {
    const preview = [
      ['name', 'phone'],
      ['Ann', '+44 20 7946 0958'],
    ];
    expect(columnChoices(preview, 16_000, [1])).toEqual({ offered: [0, 1], shown: [0, 1], notShown: 15_998 });
  });

  it('empty trailing cells of the first rows are no column to offer', () => {
    const preview = [
      ['phone', '', ''],
      ['+44 20 7946 0958', '', ''],
    ];
    expect(columnChoices(preview, 3, [0]).offered).toEqual([0]);
  });

  it('a wide header stays choosable up to the limit, and the preview draws the first columns', () => {
    const header = range(10_000).map((c) => `c${c}`);
    const choices = columnChoices([header], 10_000, [7_000, 2]);
    expect(choices.offered).toEqual([...range(OFFERED_COLUMNS), 7_000]);
    expect(choices.shown).toEqual([...range(SHOWN_COLUMNS), 7_000]);
    expect(choices.notShown).toBe(10_000 - SHOWN_COLUMNS - 1);
  });

  it('the chosen columns are always drawn and offered, even beyond what the first rows fill', () => {
    expect(columnChoices([['a', 'b']], 50, [45, 47])).toEqual({
      offered: [0, 1, 45, 47],
      shown: [0, 1, 45, 47],
      notShown: 46,
    });
  });
});
