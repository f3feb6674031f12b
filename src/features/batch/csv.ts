/**
 * A streaming CSV/TSV reader: feed it text in chunks of any size, get complete rows out.
 * const reader = createCsvReader(','); reader.push('a,"b\n'); reader.push('c"\r\n1,2'); reader.end()
 *   → rows [['a', 'b\nc'], ['1', '2']]
 * RFC 4180 quoting (doubled quotes inside quotes, newlines inside quotes, CRLF or LF).
 */
export interface CsvReader {
  push(text: string): string[][];
  end(): string[][];
}

export function createCsvReader(delimiter: string): CsvReader {
  let field = '';
  let row: string[] = [];
  let quoted = false;
  let quoteJustClosed = false;
  let pendingCR = false;

  const feed = (text: string, rows: string[][]) => {
    for (let i = 0; i < text.length; i++) {
      const char = text.charAt(i);
      if (quoted) {
        if (char === '"') {
          quoted = false;
          quoteJustClosed = true;
        } else field += char;
        continue;
      }
      if (pendingCR) {
        pendingCR = false;
        if (char === '\n') continue;
      }
      if (char === '"') {
        // A quote right after a closing quote is an escaped quote; at a field's start it opens quoting.
        if (quoteJustClosed) field += '"';
        if (quoteJustClosed || field === '') quoted = true;
        else field += char;
        quoteJustClosed = false;
        continue;
      }
      quoteJustClosed = false;
      if (char === delimiter) {
        row.push(field);
        field = '';
      } else if (char === '\n' || char === '\r') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
        pendingCR = char === '\r';
      } else field += char;
    }
  };

  return {
    push(text) {
      const rows: string[][] = [];
      feed(text, rows);
      return rows;
    },
    end() {
      const rows: string[][] = [];
      if (field !== '' || row.length > 0 || quoted) {
        row.push(field);
        rows.push(row);
      }
      field = '';
      row = [];
      quoted = false;
      return rows;
    },
  };
}

export function parseCsv(text: string, delimiter: string): string[][] {
  const reader = createCsvReader(delimiter);
  return [...reader.push(text), ...reader.end()];
}

const CANDIDATES = [',', ';', '\t', '|'];

/** The delimiter that splits the first lines into the same number of columns most often (one column if none). */
export function detectDelimiter(sample: string): string {
  const lines = sample.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, 20);
  let best = ',';
  let bestScore = 0;
  for (const candidate of CANDIDATES) {
    const counts = lines.map((line) => parseCsv(line, candidate)[0]?.length ?? 1);
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    const score = counts.filter((c) => c === first).length * first;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

const PHONE_HEADER = /phone|mobile|cell|tel|fax|number|nummer|numéro|numero|teléfono|telefon|هاتف|جوال/i;

/** Whether the first row names its columns (none of its cells looks like a phone number), and which one holds phones. */
export function detectHeader(rows: readonly (readonly string[])[]): { hasHeader: boolean; phoneColumn: number } {
  const first = rows[0] ?? [];
  const looksLikeNumber = (cell: string) => (cell.match(/\d/g)?.length ?? 0) >= 6;
  const hasHeader = first.length > 0 && !first.some(looksLikeNumber) && rows.length > 1;
  const body = hasHeader ? rows.slice(1, 51) : rows.slice(0, 50);
  const named = hasHeader ? first.findIndex((cell) => PHONE_HEADER.test(cell)) : -1;
  if (named >= 0) return { hasHeader, phoneColumn: named };
  // Otherwise the column where the most cells look like numbers.
  const width = Math.max(1, ...body.map((r) => r.length));
  let phoneColumn = 0;
  let most = -1;
  for (let column = 0; column < width; column++) {
    const hits = body.filter((r) => looksLikeNumber(r[column] ?? '')).length;
    if (hits > most) {
      most = hits;
      phoneColumn = column;
    }
  }
  return { hasHeader, phoneColumn };
}
