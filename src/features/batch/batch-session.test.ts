import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../scripts/import-cycles.mjs';
import {
  batchReducer,
  canStart,
  initialBatchSession,
  listOf,
  problemOf,
  rowsInList,
  type BatchAction,
  type BatchSession,
} from './batch-session';
import { readText } from '../../list/intake/read-text';
import type { BatchResults } from '../../list/run/batch-results';
import { NO_FILTER } from '../../list/results/row-filter';
import { judgeAll } from '../../list/results/test-helpers';

const PEOPLE = 'name,phone\nAnn,+44 20 7946 0958\nBob,(201) 555-0123\nEve,not a number';

const play = (state: BatchSession, ...actions: BatchAction[]) => actions.reduce(batchReducer, state);
const read = (text: string, fileName = 'list'): BatchAction => ({
  type: 'read-finished',
  outcome: readText(text),
  fileName,
});
const fresh = () => initialBatchSession('FR');

/** A session whose list has been read and run to the end. */
function finished(text = PEOPLE): { session: BatchSession; results: BatchResults } {
  const loaded = play(fresh(), read(text, 'people'));
  const list = listOf(loaded.phase);
  if (!list) throw new Error('not loaded');
  const results = judgeAll(list.source, loaded.setup.phoneColumns, 'FR');
  const session = play(loaded, { type: 'run-started' }, { type: 'run-finished', results, seconds: 1.5 });
  return { session, results };
}

function doneOf(session: BatchSession) {
  if (session.phase.kind !== 'done') throw new Error(`expected done, got ${session.phase.kind}`);
  return session.phase;
}

describe('reading a list', () => {
  it('starts idle, with the guessed default country, nothing to start and nothing wrong', () => {
    const session = fresh();
    expect(session.phase).toEqual({ kind: 'idle', problem: undefined });
    expect(session.setup.defaultCountry).toBe('FR');
    expect(canStart(session)).toBe(false);
    expect(problemOf(session)).toBeUndefined();
  });

  it('shows reading progress, and no list while one is read', () => {
    const reading = play(
      fresh(),
      read(PEOPLE),
      { type: 'read-started' },
      { type: 'read-progressed', percent: 40 },
    );
    expect(reading.phase).toEqual({ kind: 'reading', percent: 40 });
    expect(listOf(reading.phase)).toBeUndefined();
    expect(canStart(reading)).toBe(false);
  });

  it('guesses the layout of a read list and keeps the default country the person had', () => {
    const session = play(fresh(), { type: 'read-started' }, read(PEOPLE, 'people'));
    expect(session.phase.kind).toBe('loaded');
    expect(listOf(session.phase)?.fileName).toBe('people');
    expect(session.setup).toEqual({
      hasHeader: true,
      phoneColumns: [1],
      countryColumn: undefined,
      defaultCountry: 'FR',
    });
    expect(rowsInList(session)).toBe(3);
    expect(canStart(session)).toBe(true);
  });

  it('a new list keeps the default country the person picked but guesses its columns afresh', () => {
    const first = play(fresh(), read(PEOPLE));
    const picked = play(first, { type: 'setup-changed', setup: { ...first.setup, defaultCountry: 'DE' } });
    const second = play(picked, read('+49 30 123456\n+49 30 654321'));
    expect(second.setup).toEqual({
      hasHeader: false,
      phoneColumns: [0],
      countryColumn: undefined,
      defaultCountry: 'DE',
    });
  });

  it('says why a list could not be read, and drops the one before it', () => {
    const session = play(fresh(), read(PEOPLE), read('   '));
    expect(session.phase).toEqual({ kind: 'idle', problem: 'empty' });
    expect(problemOf(session)).toBe('empty');
    expect(rowsInList(session)).toBe(0);
  });

  it('reading progress arriving after the list was read changes nothing', () => {
    const session = play(fresh(), read(PEOPLE));
    expect(batchReducer(session, { type: 'read-progressed', percent: 90 })).toBe(session);
  });

  it('will not start a list whose phone column holds no digits', () => {
    const session = play(fresh(), read('name,city\nAnn,Paris\nBob,Rome'));
    expect(problemOf(session)).toBe('no-phone-column');
    expect(canStart(session)).toBe(false);
  });
});

describe('running', () => {
  it('starts at zero of the list’s rows, its header not counted', () => {
    const session = play(fresh(), read(PEOPLE), { type: 'run-started' });
    expect(session.phase).toMatchObject({
      kind: 'running',
      progress: { done: 0, total: 3, secondsLeft: undefined },
    });
    expect(canStart(session)).toBe(false);
  });

  it('cannot start without a list, nor while one is read', () => {
    expect(play(fresh(), { type: 'run-started' }).phase.kind).toBe('idle');
    expect(play(fresh(), read(PEOPLE), { type: 'read-started' }, { type: 'run-started' }).phase.kind).toBe(
      'reading',
    );
  });

  it('follows the progress the workers report', () => {
    const progress = { done: 2, total: 3, rowsPerSecond: 100, secondsLeft: 0.01 };
    const session = play(
      fresh(),
      read(PEOPLE),
      { type: 'run-started' },
      { type: 'run-progressed', progress },
    );
    expect(session.phase).toMatchObject({ kind: 'running', progress });
  });

  it('ends with the results, unfiltered, and the list still there to export', () => {
    const { session, results } = finished();
    const done = doneOf(session);
    expect(done.results).toBe(results);
    expect(done.seconds).toBe(1.5);
    expect(done.fileName).toBe('people');
    expect(done.filter).toEqual(NO_FILTER);
    expect(done.shown).toBeUndefined();
    expect(done.filtering).toBe(false);
  });

  it('a cancelled run keeps the list and can be started again', () => {
    const session = play(fresh(), read(PEOPLE), { type: 'run-started' }, { type: 'run-cancelled' });
    expect(session.phase.kind).toBe('cancelled');
    expect(problemOf(session)).toBeUndefined();
    expect(canStart(session)).toBe(true);
    expect(play(session, { type: 'run-started' }).phase.kind).toBe('running');
  });

  it('a failed run says the workers failed, keeps the list, and a new start clears the problem', () => {
    const failed = play(fresh(), read(PEOPLE), { type: 'run-started' }, { type: 'run-failed' });
    expect(failed.phase.kind).toBe('failed');
    expect(problemOf(failed)).toBe('worker');
    expect(canStart(failed)).toBe(true);
    const again = play(failed, { type: 'run-started' });
    expect(problemOf(again)).toBeUndefined();
  });

  it('ignores the end of a run the person already left by reading another list', () => {
    const { results } = finished();
    const session = play(fresh(), read(PEOPLE), { type: 'run-started' }, { type: 'read-started' });
    expect(play(session, { type: 'run-finished', results, seconds: 1 }).phase.kind).toBe('reading');
    expect(play(session, { type: 'run-cancelled' }).phase.kind).toBe('reading');
    expect(play(session, { type: 'run-failed' }).phase.kind).toBe('reading');
  });
});

describe('changing the setup', () => {
  it('another phone column, country column or default country drops the results', () => {
    const { session } = finished();
    for (const change of [{ phoneColumns: [0] }, { countryColumn: 0 }, { defaultCountry: 'DE' as const }]) {
      const next = play(session, { type: 'setup-changed', setup: { ...session.setup, ...change } });
      expect(next.phase.kind).toBe('loaded');
      expect(next.setup).toMatchObject(change);
    }
  });

  it('a header toggle keeps the results (only the first row moves)', () => {
    const { session } = finished();
    const next = play(session, { type: 'setup-changed', setup: { ...session.setup, hasHeader: false } });
    expect(doneOf(next).results).toBe(doneOf(session).results);
    expect(rowsInList(next)).toBe(4);
    expect(doneOf(next).filtering).toBe(false);
  });

  it('a header toggle under a filter works the filter out again', () => {
    const { session } = finished();
    const filter = { ...NO_FILTER, status: 'valid' as const };
    const filtered = play(
      session,
      { type: 'filter-changed', filter },
      { type: 'filtered', filter, firstRow: 1, rows: Uint32Array.of(1, 2) },
    );
    const next = play(filtered, { type: 'setup-changed', setup: { ...session.setup, hasHeader: false } });
    expect(doneOf(next).filtering).toBe(true);
    // The rows of the filter before stay on screen until the new ones come.
    expect(Array.from(doneOf(next).shown ?? [])).toEqual([1, 2]);
  });
});

describe('filtering the results', () => {
  const valid = { ...NO_FILTER, status: 'valid' as const };

  it('a filter is worked out, then shows the rows it keeps', () => {
    const { session } = finished();
    const working = play(session, { type: 'filter-changed', filter: valid });
    expect(doneOf(working)).toMatchObject({ filter: valid, filtering: true, shown: undefined });
    const shown = play(working, { type: 'filtered', filter: valid, firstRow: 1, rows: Uint32Array.of(1, 2) });
    expect(doneOf(shown).filtering).toBe(false);
    expect(Array.from(doneOf(shown).shown ?? [])).toEqual([1, 2]);
  });

  it('drops a late answer to an older filter, or one worked out from another first row', () => {
    const { session } = finished();
    const invalid = { ...NO_FILTER, status: 'invalid' as const };
    const working = play(
      session,
      { type: 'filter-changed', filter: valid },
      { type: 'filter-changed', filter: invalid },
    );
    expect(play(working, { type: 'filtered', filter: valid, firstRow: 1, rows: Uint32Array.of(1) })).toBe(
      working,
    );
    expect(play(working, { type: 'filtered', filter: invalid, firstRow: 0, rows: Uint32Array.of(3) })).toBe(
      working,
    );
    expect(doneOf(working).filtering).toBe(true);
  });

  it('clearing the filter shows every row at once', () => {
    const { session } = finished();
    const cleared = play(
      session,
      { type: 'filter-changed', filter: valid },
      { type: 'filtered', filter: valid, firstRow: 1, rows: Uint32Array.of(1) },
      { type: 'filter-changed', filter: { ...NO_FILTER, query: '  ' } },
    );
    expect(doneOf(cleared)).toMatchObject({ shown: undefined, filtering: false });
  });

  it('a filter means nothing before there are results', () => {
    const session = play(fresh(), read(PEOPLE));
    expect(batchReducer(session, { type: 'filter-changed', filter: valid })).toBe(session);
  });

  it('a new run starts unfiltered', () => {
    const { session, results } = finished();
    const again = play(
      session,
      { type: 'filter-changed', filter: valid },
      { type: 'run-started' },
      { type: 'run-finished', results, seconds: 1 },
    );
    expect(doneOf(again)).toMatchObject({ filter: NO_FILTER, shown: undefined, filtering: false });
  });
});

describe('export', () => {
  it('keeps the export choices from run to run and says when an export is under way', () => {
    const { session, results } = finished();
    const chosen = play(
      session,
      {
        type: 'choices-changed',
        choices: { rows: 'valid', writeBack: false, forExcel: false, layout: 'long' },
      },
      { type: 'export-started' },
    );
    expect(chosen.exporting).toBe(true);
    const after = play(
      chosen,
      { type: 'export-finished' },
      { type: 'run-started' },
      { type: 'run-finished', results, seconds: 1 },
    );
    expect(after.exporting).toBe(false);
    expect(after.choices).toEqual({ rows: 'valid', writeBack: false, forExcel: false, layout: 'long' });
  });
});

describe('the reducer', () => {
  it('imports data and types only: no view and nothing that imports React, however far its imports reach', () => {
    const graph = importGraph(path.resolve('src'));
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) visit(next);
    };
    visit(path.resolve('src/features/batch/batch-session.ts'));
    expect(reached.size).toBeGreaterThan(10);
    const views = [...reached].filter(
      (file) =>
        file.endsWith('.tsx') || /\bfrom\s+['"]react(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(views.map((file) => path.relative('src', file))).toEqual([]);
  });
});
