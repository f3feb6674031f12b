import type { Locale } from '../../../components/i18n/locale';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import type { BatchMessages } from '../messages/batch-messages';
import type { LoadedFile, Source } from '../../../list/intake/intake';
import type { TextEncoding } from '../../../list/intake/sniff';
import type { SpreadsheetSheets } from '../../../list/intake/spreadsheet-file';

const ENCODING_NAMES: Readonly<Record<TextEncoding, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

/**
 * '2.4 MB', '541 bytes' in the UI language. Bytes are written out (unitDisplay 'long'): their short form is 'byte' for
 * any count in English, and Intl picks the plural of the long form.
 */
function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : bytes >= 1e3 ? [bytes / 1e3, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

export interface SourceDetailsProps {
  readonly t: BatchMessages;
  readonly locale: Locale;
  readonly source: Source;
  /** The file read; undefined for pasted text. */
  readonly file: LoadedFile | undefined;
  /** Undefined for CSV files and pasted text. */
  readonly sheets: SpreadsheetSheets | undefined;
  /** A list is being cleaned: it cannot be read again meanwhile. */
  readonly busy: boolean;
  readonly onRereadWithoutQuotes: () => void;
  readonly onSheet: (sheet: string) => void;
  readonly onEncoding: (encoding: TextEncoding) => void;
}

/** '0xE9'. */
const hexByte = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Quoting that is not RFC 4180's, rows as a spreadsheet numbers them (the header is row 1): a quote that never closed
 * or one followed by text (rows may have run together: an error, with the offer to read quotes as plain text), a quote
 * inside an unquoted cell (read as written: news).
 */
function QuoteNotice({
  t,
  source,
  file,
  onRereadWithoutQuotes,
}: Pick<SourceDetailsProps, 't' | 'source' | 'file' | 'onRereadWithoutQuotes'>) {
  const { unclosedQuote, quoteIssues = {} } = source;
  const textAfter = quoteIssues['text-after-quote'];
  const inUnquoted = quoteIssues['quote-in-unquoted-cell'];
  if (unclosedQuote === undefined && !textAfter && !inUnquoted) return null;
  const runTogether = unclosedQuote !== undefined || textAfter !== undefined;
  return (
    <Notice tone={runTogether ? 'error' : 'info'}>
      {unclosedQuote !== undefined && <p>{t.unclosedQuote(unclosedQuote + 1)}</p>}
      {textAfter && <p>{t.textAfterQuote(textAfter.first + 1, textAfter.rows - 1)}</p>}
      {inUnquoted && <p>{t.quoteInUnquotedCell(inUnquoted.first + 1, inUnquoted.rows - 1)}</p>}
      {file && runTogether && <Button onClick={onRereadWithoutQuotes}>{t.readWithoutQuotes}</Button>}
    </Notice>
  );
}

/** Which bytes decided the encoding, where the bytes did: 'Byte 0xE9 in row 51,234 is not UTF-8.' */
function encodingEvidence(t: BatchMessages, source: Source): string {
  const evidence = source.encodingEvidence;
  if (!evidence) return '';
  return ` ${
    source.encoding === 'windows-1252'
      ? t.notUtf8(hexByte(evidence.byte), evidence.row + 1)
      : t.firstUtf8(evidence.row + 1)
  }`;
}

/**
 * How a list was read: its file, its quoting where it is not RFC 4180's, its sheet or encoding (each changeable) and
 * which bytes decided the encoding, characters not decoded.
 */
export function SourceDetails({
  t,
  locale,
  source,
  file,
  sheets,
  busy,
  onRereadWithoutQuotes,
  onSheet,
  onEncoding,
}: SourceDetailsProps) {
  return (
    <>
      {file && (
        <p className="tf-batch__file">
          <bdi>{t.loadedFile(file.name, formatBytes(file.bytes, locale))}</bdi>
        </p>
      )}
      <QuoteNotice t={t} source={source} file={file} onRereadWithoutQuotes={onRereadWithoutQuotes} />
      {sheets && sheets.names.length > 1 && (
        <label className="tf-batch__field tf-batch__encoding">
          {t.sheet}
          <select value={sheets.current} disabled={busy} onChange={(e) => onSheet(e.target.value)}>
            {sheets.names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {file && !sheets && (
        <label className="tf-batch__field tf-batch__encoding">
          {t.readAs}
          <select
            value={source.encoding}
            disabled={busy}
            onChange={(e) => onEncoding(e.target.value as TextEncoding)}
          >
            {Object.entries(ENCODING_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="tf-batch__note">
        {!sheets && t.encoding(ENCODING_NAMES[source.encoding] ?? source.encoding)}
        {!sheets && encodingEvidence(t, source)}
        {source.replaced > 0 && ` ${t.replaced(source.replaced)}`}
        {source.replacedLines.length > 0 && ` ${t.replacedLines(...source.replacedLines)}`}
      </p>
    </>
  );
}
