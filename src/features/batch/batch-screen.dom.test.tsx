import { VERSIONS } from '../../phone/api/versions';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FULL_RULES } from '../../phone/api/full-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../components/i18n/locale-context';
import { BatchScreen } from './batch-screen';
import { isWarmUp, normaliseChunk, type ChunkRequest, type WarmUp } from '../../list/run/normalise-chunk';

/** Runs chunks in-process, as the real worker would; `hold` keeps them unanswered (to cancel a run). */
class FakeWorker {
  static hold = false;
  static terminated = 0;
  static created = 0;
  static warmed = 0;
  static chunks = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created++;
  }
  postMessage(request: ChunkRequest | WarmUp) {
    if (isWarmUp(request)) {
      FakeWorker.warmed++;
      return;
    }
    FakeWorker.chunks++;
    if (FakeWorker.hold) return;
    setTimeout(() => this.onmessage?.({ data: normaliseChunk(request, FULL_RULES) } as MessageEvent), 0);
  }
  terminate() {
    FakeWorker.terminated++;
  }
}

let exported: Blob | undefined;

/** jsdom's Blob has no arrayBuffer()/text(): read it the old way, as browsers could. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
const blobText = async (blob: Blob) => new TextDecoder().decode(new Uint8Array(await readBlob(blob)));

beforeEach(() => {
  FakeWorker.hold = false;
  FakeWorker.terminated = 0;
  FakeWorker.created = 0;
  FakeWorker.warmed = 0;
  FakeWorker.chunks = 0;
  exported = undefined;
  vi.stubGlobal('Worker', FakeWorker);
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return readBlob(this).then((buffer) => new Uint8Array(buffer).slice().buffer);
      },
    });
  }
  URL.createObjectURL = (blob: Blob) => {
    exported = blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function paste(text: string) {
  const user = userEvent.setup();
  render(<BatchScreen />);
  await user.click(screen.getByRole('textbox', { name: 'Paste numbers' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Use pasted text' }));
  return user;
}

describe('Clean a list', () => {
  it('starts with a labelled file picker and paste area, and nothing to start yet', () => {
    render(<BatchScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clean a list' })).toBeInTheDocument();
    expect(screen.getByLabelText('File')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('textbox', { name: 'Paste numbers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('works in English while another language loads, then speaks it, a list already read kept', async () => {
    const user = userEvent.setup();
    render(
      <LocaleContext.Provider value={{ locale: 'fr', setLocale: () => undefined }}>
        <BatchScreen />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clean a list');
    // Whichever language is drawn by then.
    await user.click(screen.getByRole('textbox', { name: /Paste numbers|Coller des numéros/ }));
    await user.paste('+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: /Use pasted text|Utiliser le texte collé/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nettoyer une liste' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premières lignes sur 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeEnabled();
  });

  it('says so when the pasted text is empty', async () => {
    await paste('   ');
    expect(screen.getByRole('alert')).toHaveTextContent('The file or text is empty.');
  });

  it('cleans pasted numbers: preview, progress, summary, table and a completion announcement', async () => {
    const user = await paste('+44 20 7946 0958\n(201) 555-0123\nnot a number\n\n');
    expect(screen.getByRole('heading', { name: 'First rows of 4' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'First row is a header' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('count-valid')).toHaveTextContent('2'));
    expect(screen.getByTestId('count-invalid')).toHaveTextContent('1');
    expect(screen.getByTestId('count-empty')).toHaveTextContent('1');
    expect(screen.getByTestId('reason-not-a-number')).toHaveTextContent('1');
    expect(
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' '),
    ).toMatch(/Done: 4 rows/);
    const table = screen.getByRole('region', { name: '4 of 4 rows shown' });
    expect(within(table).getByRole('cell', { name: '+442079460958' })).toBeInTheDocument();
    // The original and the international format read the same here.
    expect(within(table).getAllByRole('cell', { name: '+44 20 7946 0958' })).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Top countries' })).toHaveTextContent(/United Kingdom.*1/);
  });

  it('filters the table by status and by search', async () => {
    const user = await paste('+44 20 7946 0958\n(201) 555-0123\nnot a number\n0301');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByTestId('count-valid');
    await user.selectOptions(screen.getByLabelText('Status'), 'invalid');
    expect(await screen.findByText('2 of 4 rows shown')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search results' }), '201');
    expect(await screen.findByText('1 of 4 rows shown')).toBeInTheDocument();
  });

  it('exports every row with the result columns, E.164 plain, formulas disarmed', async () => {
    const user = await paste('name,phone\nAnn,+44 20 7946 0958\nEve,=HYPERLINK("http://x")');
    expect(screen.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
    const columns = screen.getByRole('group', { name: /^Phone columns/ });
    expect(within(columns).getByRole('checkbox', { name: 'phone' })).toBeChecked();
    expect(within(columns).queryByRole('checkbox', { name: 'name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByTestId('count-valid');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toBeDefined());
    if (!exported) throw new Error('nothing exported');
    const text = await blobText(exported);
    const judged = `telfield ${VERSIONS.telfield} on libphonenumber-js ${VERSIONS.libphonenumberJs}`;
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'name,phone,phone_e164,phone_country,phone_type,phone_status,phone_reason,phone_extension,phone_others,phone_duplicate_of,judged_by',
      `Ann,+44 20 7946 0958,+442079460958,GB,FIXED_LINE,valid,,,,,${judged}`,
      `Eve,"'=HYPERLINK(""http://x"")",,,,invalid,not-a-number,,,,${judged}`,
      '',
    ]);
  });

  it('warms its workers once the list is read, so that Start finds them ready', async () => {
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(2);
    const user = await paste('+44 20 7946 0958\n2015550123');
    // One per core, each told to load the metadata, before Start.
    expect(FakeWorker.created).toBe(2);
    expect(FakeWorker.warmed).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByTestId('count-valid');
    // The pasted text was read as two chunks: the run took both warm workers and created none.
    expect(FakeWorker.chunks).toBe(2);
    expect(FakeWorker.created).toBe(2);
  });

  it('stops the waiting workers when the screen goes', async () => {
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(2);
    await paste('2015550123');
    expect(FakeWorker.created).toBe(2);
    cleanup();
    expect(FakeWorker.terminated).toBe(2);
  });

  it('cancels a run at once: workers stopped, progress gone, Start available again', async () => {
    FakeWorker.hold = true;
    const user = await paste('+44 20 7946 0958\n2015550123');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByRole('checkbox', { name: 'First row is a header' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getAllByText('Stopped. Nothing was changed.').length).toBeGreaterThan(0);
    expect(FakeWorker.terminated).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('refuses a binary file and explains a file without phone numbers', async () => {
    // A person can switch the file dialog to "All files".
    const user = userEvent.setup({ applyAccept: false });
    render(<BatchScreen />);
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 1, 0])],
      'x.png',
      { type: 'image/png' },
    );
    await act(() => user.upload(screen.getByLabelText('File'), png));
    expect(await screen.findByRole('alert')).toHaveTextContent('This does not look like a text file.');
    await act(() =>
      user.upload(
        screen.getByLabelText('File'),
        new File(['name,city\nAnn,Paris\nBob,Rome\n'], 'people.csv', { type: 'text/csv' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No column holds phone numbers.');
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('reads a dropped-in CSV file with a country column', async () => {
    const user = userEvent.setup();
    render(<BatchScreen />);
    const csv = new File(['name;tel;cc\r\nAnn;020 7946 0958;GB\r\nBob;030 123456;DE\r\n'], 'people.csv', {
      type: 'text/csv',
    });
    await act(() => user.upload(screen.getByLabelText('File'), csv));
    expect(await screen.findByRole('heading', { name: 'First rows of 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country column (GB, GBR, United Kingdom, +44)')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('count-valid')).toHaveTextContent('2'));
  });
});
