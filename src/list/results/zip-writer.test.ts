import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createZipWriter } from './zip-writer';

/** CRC-32 bit by bit (no table): the reference the writer's table-driven one is held to. */
function crcBitwise(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Each file's CRC-32 as the zip's central directory states it. */
function statedCrcs(zip: Uint8Array): Record<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const crcs: Record<string, number> = {};
  let at = view.getUint32(end + 16, true);
  for (let n = view.getUint16(end + 10, true); n > 0; n--) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    crcs[name] = view.getUint32(at + 16, true);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return crcs;
}

async function zipOf(files: Record<string, string[]>): Promise<Uint8Array> {
  const zip = createZipWriter();
  for (const [name, pieces] of Object.entries(files)) await zip.file(name, pieces);
  return new Uint8Array(await new Blob(zip.end()).arrayBuffer());
}

/** Text that deflates a little, from a seed (a failure replays). */
function text(seed: number, length: number): string {
  let s = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out += s % 11 === 0 ? String.fromCodePoint(0x3b1 + (s % 20)) : String.fromCharCode(97 + ((s >>> 16) % 8));
  }
  return out;
}

describe('the zip writer on the platform’s CompressionStream', () => {
  afterEach(() => vi.restoreAllMocks());

  // The stream's writes resolve at once in a browser: without a yield between slices, a 150,000-row sheet was one
  // task of 1.3 s on the page. Here every piece takes 10 ms by the clock, so each one ends a slice.
  it('yields to the page between slices of a file, a message-channel hop each', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const hops = vi.spyOn(globalThis, 'MessageChannel');
    await zipOf({ 'sheet.xml': [text(5, 1_000), text(6, 1_000), text(7, 1_000)] });
    expect(hops.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('states the CRC-32 check value of "123456789", 0xCBF43926', async () => {
    expect(statedCrcs(await zipOf({ 'check.txt': ['1234', '56789'] }))['check.txt']).toBe(0xcbf43926);
  });

  it('writes files fflate reads back byte for byte, each with the CRC-32 of its bytes', async () => {
    const files = {
      '[Content_Types].xml': ['<Types/>'],
      'empty.xml': [],
      'xl/worksheets/sheet1.xml': [text(1, 70_000), text(2, 1), '', text(3, 130_000)],
      'docProps/Überblick – 表.xml': [text(4, 300)],
    };
    const zip = await zipOf(files);
    const read = unzipSync(zip);
    expect(Object.keys(read).sort()).toEqual(Object.keys(files).sort());
    const crcs = statedCrcs(zip);
    for (const [name, pieces] of Object.entries(files)) {
      const bytes = new TextEncoder().encode(pieces.join(''));
      expect(Buffer.from(read[name] ?? []).equals(Buffer.from(bytes)), name).toBe(true);
      expect(crcs[name], name).toBe(crcBitwise(bytes));
    }
  });
});
