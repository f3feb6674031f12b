import { describe, expect, it } from 'vitest';
import { createHistory, current, HISTORY_LIMIT, record, redo, undo, type History } from './history';
import { at, show } from './test-helpers';

const canUndo = (history: History) => history.past.length > 0;
const canRedo = (history: History) => history.future.length > 0;

/** Applies steps: a marked state is recorded, 'undo'/'redo' step through; returns what the field shows. */
function run(
  steps: readonly string[],
  options?: { coalesce?: boolean },
): { shown: string[]; history: History } {
  let history = createHistory(at('|'));
  const shown: string[] = [];
  for (const step of steps) {
    if (step === 'undo') history = undo(history);
    else if (step === 'redo') history = redo(history);
    else history = record(history, at(step), options);
    shown.push(show(current(history)));
  }
  return { shown, history };
}

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory(at('(201|'));
    expect([show(current(history)), canUndo(history), canRedo(history)]).toEqual(['(201|', false, false]);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it.each<[string, string[], string[]]>([
    [
      'undo and redo step by step',
      ['(2|', '(20|', 'undo', 'undo', 'redo', 'redo'],
      ['(2|', '(20|', '(2|', '|', '(2|', '(20|'],
    ],
    ['undo past the start does nothing', ['(2|', 'undo', 'undo'], ['(2|', '|', '|']],
    ['redo past the end does nothing', ['(2|', 'undo', 'redo', 'redo'], ['(2|', '|', '(2|', '(2|']],
    [
      'a new edit clears redo',
      ['(2|', '(20|', 'undo', '(29|', 'redo', 'undo'],
      ['(2|', '(20|', '(2|', '(29|', '(29|', '(2|'],
    ],
    [
      'the caret comes back too',
      ['(201) 5|55', '(20|5) 55', 'undo'],
      ['(201) 5|55', '(20|5) 55', '(201) 5|55'],
    ],
  ])('%s', (_name, steps, shown) => {
    expect(run(steps).shown).toEqual(shown);
  });

  it('records nothing for the same state, and only moves the caret for the same text', () => {
    const history = record(createHistory(at('|')), at('(201|'));
    expect(record(history, at('(201|'))).toBe(history);
    const moved = record(history, at('(2|01'));
    expect([show(current(moved)), moved.past.length]).toEqual(['(2|01', 1]);
    expect(show(current(undo(moved)))).toBe('|');
  });

  it('keeps redo when only the caret moves', () => {
    const undone = undo(record(createHistory(at('|')), at('(2|')));
    const moved = record(undone, { text: '', caret: 0 });
    expect(moved).toBe(undone);
    expect(canRedo(record(undo(record(createHistory(at('1|')), at('12|'))), at('|1')))).toBe(true);
  });

  it(`keeps at most ${HISTORY_LIMIT} states`, () => {
    let history = createHistory(at('|'));
    for (let i = 1; i <= 150; i++) history = record(history, { text: String(i), caret: 1 });
    let undos = 0;
    while (canUndo(history)) {
      history = undo(history);
      undos++;
    }
    expect(undos).toBe(HISTORY_LIMIT - 1);
    expect(current(history).text).toBe('51');
    let redos = 0;
    while (canRedo(history)) {
      history = redo(history);
      redos++;
    }
    expect([redos, current(history).text]).toEqual([HISTORY_LIMIT - 1, '150']);
  });

  it('takes another limit, at least one state', () => {
    let one = createHistory(at('|'), 0);
    one = record(one, at('1|'));
    expect([canUndo(one), show(current(one))]).toEqual([false, '1|']);
    let three = createHistory(at('|'), 3);
    for (const s of ['1|', '12|', '123|']) three = record(three, at(s));
    expect(show(current(undo(undo(undo(three)))))).toBe('1|');
  });

  it('stores plain snapshots, not what else a result carries', () => {
    const history = record(createHistory(at('|')), { text: '1', caret: 1, rejected: '2' } as never);
    expect(current(history)).toEqual({ text: '1', caret: 1 });
  });

  describe('coalescing typing (opt-in)', () => {
    it('undoes digits typed in a row as one step, and redoes them', () => {
      const { shown, history } = run(['(2|', '(20|', '(201|', 'undo', 'redo'], { coalesce: true });
      expect(shown).toEqual(['(2|', '(20|', '(201|', '|', '(201|']);
      expect(canRedo(history)).toBe(false);
    });

    it.each<[string, string[], string[]]>([
      [
        'a delete ends the run',
        ['(2|', '(20|', '(2|', '(29|', 'undo', 'undo'],
        ['(2|', '(20|', '(2|', '(29|', '(2|', '(20|'],
      ],
      [
        'typing elsewhere ends the run',
        ['(2|', '(20|', '(9|20', 'undo', 'undo'],
        ['(2|', '(20|', '(9|20', '(20|', '|'],
      ],
      [
        'a paste is its own step',
        ['(2|', '(201) 5|', '(201) 55|', 'undo', 'undo'],
        ['(2|', '(201) 5|', '(201) 55|', '(201) 5|', '(2|'],
      ],
      [
        'undo ends the run',
        ['(2|', '(20|', 'undo', '(2|', '(20|', 'undo'],
        ['(2|', '(20|', '|', '(2|', '(20|', '|'],
      ],
    ])('%s', (_name, steps, shown) => {
      expect(run(steps, { coalesce: true }).shown).toEqual(shown);
    });

    it('is off by default', () => {
      expect(run(['(2|', '(20|', 'undo']).shown).toEqual(['(2|', '(20|', '(2|']);
    });
  });
});
