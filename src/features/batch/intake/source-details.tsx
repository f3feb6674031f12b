import type { Locale } from '../../../components/i18n/locale';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import type { BatchMessages } from '../messages/batch-messages';
import type { LoadedFile, Source } from './read-source';
import type { TextEncoding } from './sniff';
import type { SpreadsheetSheets } from './spreadsheet-file';

const ENCODING_NAMES: Readonly<Record<TextEncoding, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

/** '2.4 MB' in the UI language. */
function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : bytes >= 1e3 ? [bytes / 1e3, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
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

/** How a list was read: its file, a quote left open, its sheet or encoding (each changeable), characters not decoded. */
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
      {source.unclosedQuote !== undefined && (
        <Notice tone="error">
          <p>{t.unclosedQuote(source.unclosedQuote + 1)}</p>
          {file && <Button onClick={onRereadWithoutQuotes}>{t.readWithoutQuotes}</Button>}
        </Notice>
      )}
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
        {source.replaced > 0 && ` ${t.replaced(source.replaced)}`}
        {source.replacedLines.length > 0 &&
          ` ${t.replacedLines(source.replacedLines.map((line) => line.toLocaleString(locale)).join(', '))}`}
      </p>
    </>
  );
}
