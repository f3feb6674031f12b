/**
 * A zip of a few files, written as they come, on the platform's CompressionStream('deflate-raw'): what the workbook
 * writer (xlsx-writer.ts) needs, without a JavaScript deflater. A file's text goes in piece by piece and out deflated,
 * so neither it nor its bytes are ever held whole; each file's sizes and CRC-32 follow its data (a data descriptor,
 * APPNOTE 4.3.9), and the central directory ends the zip. No ZIP64: a part over 4 GB is refused (a sheet of Excel's
 * most rows is about 200 MB of XML).
 *   const zip = createZipWriter();
 *   await zip.file('a.xml', ['<a>', '</a>']);
 *   const bytes = zip.end(); // Blob parts
 * A file's pieces are deflated in slices of a few milliseconds with a yield to the page between them (time-slice.ts):
 * the stream's writes resolve at once, so without them a big sheet was one long task (1.3 s for 150,000 rows).
 */
import { createSlicer } from '../table/time-slice';

/** CRC-32 (IEEE 802.3, the zip's), one table of 256 entries. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(crc: number, bytes: Uint8Array): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return ~c >>> 0;
}

// Version 2.0 (deflate), the data descriptor's flag (bit 3) and names in UTF-8 (bit 11), deflated (method 8).
const VERSION = 20;
const FLAGS = 0x0808;
const DEFLATE = 8;
const MAX_SIZE = 0xffffffff;
/** 1 January 1980, midnight: the first date a zip can say (no file here has a date of its own). */
const DOS_DATE = (1 << 5) | 1;

function header(
  length: number,
  fields: readonly (readonly [bytes: 2 | 4, value: number])[],
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += bytes;
  }
  return out;
}

interface Entry {
  readonly name: Uint8Array<ArrayBuffer>;
  readonly offset: number;
  readonly crc: number;
  readonly compressed: number;
  readonly size: number;
}

export interface ZipWriter {
  /** Adds a file from its text's pieces, deflated. */
  file(name: string, pieces: Iterable<string>): Promise<void>;
  /** The zip's bytes, as Blob parts, once every file is in. */
  end(): BlobPart[];
}

export function createZipWriter(): ZipWriter {
  const parts: BlobPart[] = [];
  const entries: Entry[] = [];
  const encoder = new TextEncoder();
  let offset = 0;
  const put = (bytes: Uint8Array<ArrayBuffer>) => {
    parts.push(bytes);
    offset += bytes.length;
  };
  return {
    async file(path, pieces) {
      const name = encoder.encode(path);
      const start = offset;
      put(
        header(30, [
          [4, 0x04034b50],
          [2, VERSION],
          [2, FLAGS],
          [2, DEFLATE],
          [2, 0],
          [2, DOS_DATE],
          [4, 0],
          [4, 0],
          [4, 0],
          [2, name.length],
          [2, 0],
        ]),
      );
      put(name);
      const deflate = new CompressionStream('deflate-raw');
      const writer = deflate.writable.getWriter();
      const reader = deflate.readable.getReader();
      let compressed = 0;
      const read = (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          put(chunk.value);
          compressed += chunk.value.length;
        }
      })();
      let crc = 0;
      let size = 0;
      const slicer = createSlicer();
      for (const piece of pieces) {
        const bytes = encoder.encode(piece);
        crc = crc32(crc, bytes);
        size += bytes.length;
        await writer.write(bytes);
        await slicer.due();
      }
      await writer.close();
      await read;
      if (size > MAX_SIZE || offset > MAX_SIZE) throw new RangeError('a zip over 4 GB needs ZIP64');
      put(
        header(16, [
          [4, 0x08074b50],
          [4, crc],
          [4, compressed],
          [4, size],
        ]),
      );
      entries.push({ name, offset: start, crc, compressed, size });
    },
    end() {
      const directory = offset;
      for (const { name, offset: at, crc, compressed, size } of entries) {
        put(
          header(46, [
            [4, 0x02014b50],
            [2, VERSION],
            [2, VERSION],
            [2, FLAGS],
            [2, DEFLATE],
            [2, 0],
            [2, DOS_DATE],
            [4, crc],
            [4, compressed],
            [4, size],
            [2, name.length],
            [2, 0],
            [2, 0],
            [2, 0],
            [2, 0],
            [4, 0],
            [4, at],
          ]),
        );
        put(name);
      }
      put(
        header(22, [
          [4, 0x06054b50],
          [2, 0],
          [2, 0],
          [2, entries.length],
          [2, entries.length],
          [4, offset - directory],
          [4, directory],
          [2, 0],
        ]),
      );
      return parts;
    },
  };
}
