import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../messages/en';
import { type LoadedFile, type Source } from '../../../list/intake/intake';
import { readText } from '../../../list/intake/read-text';
import { SourceDetails } from './source-details';

afterEach(cleanup);

function sourceOf(text: string): Source {
  const outcome = readText(text);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.source;
}

const FILE: LoadedFile = { name: 'crm.csv', bytes: 2_400_000 };

/** The notes about a source read from a file, or from pasted text. */
function show(source: Source, pasted = false) {
  const file = pasted ? undefined : FILE;
  const onRereadWithoutQuotes = vi.fn();
  render(
    <SourceDetails
      t={en}
      locale="en"
      source={source}
      file={file}
      sheets={undefined}
      busy={false}
      onRereadWithoutQuotes={onRereadWithoutQuotes}
      onSheet={() => undefined}
      onEncoding={() => undefined}
    />,
  );
  return onRereadWithoutQuotes;
}

const header = 'name,phone\n';
const rows = (n: number) => Array.from({ length: n }, (_, i) => `P${i},+44 20 7946 ${1000 + i}\n`).join('');

describe('the notes about a file', () => {
  it('say which byte made it Windows-1252, in which row (the header is row 1)', () => {
    const source: Source = {
      ...sourceOf(`${header}${rows(3)}`),
      encoding: 'windows-1252',
      encodingEvidence: { byte: 0xe9, offset: 2_000_000, row: 51_233 },
    };
    show(source);
    expect(screen.getByText(/Read as Windows-1252\./).textContent).toContain(en.notUtf8('0xE9', 51_234));
    expect(en.notUtf8('0xE9', 51_234)).toMatch(/0xE9.*51,234/);
  });

  it('say where UTF-8 was first seen', () => {
    show({ ...sourceOf(`${header}${rows(3)}`), encodingEvidence: { byte: 0xc3, offset: 40, row: 2 } });
    expect(screen.getByText(/Read as UTF-8\./).textContent).toContain(en.firstUtf8(3));
  });

  it('say nothing of bytes when nothing but ASCII was read', () => {
    show(sourceOf(`${header}${rows(3)}`));
    expect(screen.getByText(/Read as UTF-8\./).textContent).toBe('Read as UTF-8.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('note a quote inside an unquoted cell, read as written, with its row and how many more', () => {
    show(sourceOf(`${header}${rows(5)}Ann "Nan" Lee,1\nBo "B",2\n`));
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(en.quoteInUnquotedCell(7, 1));
    expect(note.textContent).toMatch(/\b7\b/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('note a closing quote followed by text as an error, and offer to read quotes as plain text', async () => {
    const reread = show(sourceOf(`${header}${rows(5)}"Acme "Best" Co",1\n`));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en.textAfterQuote(7, 0));
    await userEvent.click(screen.getByRole('button', { name: en.readWithoutQuotes }));
    expect(reread).toHaveBeenCalledOnce();
  });

  it('put a quote that never closes and the rows before it in one alert', () => {
    show(sourceOf(`${header}${rows(2)}"ab"c,1\nQ,2\n`), true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(en.unclosedQuote(4));
    expect(alert.textContent).toContain(en.textAfterQuote(4, 0));
    // Pasted text: no file to read again.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
